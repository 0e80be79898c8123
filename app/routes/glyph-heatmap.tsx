import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/glyph-heatmap");

export default function Screen() {
  return <ScreenPending path="/glyph-heatmap" />;
}
