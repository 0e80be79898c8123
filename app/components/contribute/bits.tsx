import { Badge, cx } from "../ui/card";
import { resonanceTone, TONE_CLASSES, type ResonanceLevel } from "~/lib/resonance";

export function ResonanceBadge({ level }: { level: ResonanceLevel }) {
  return (
    <Badge className={cx("capitalize", TONE_CLASSES[resonanceTone(level)])} data-resonance={level}>
      {level}
    </Badge>
  );
}
