import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/ritual-visualization");

export default function Screen() {
  return <ScreenPending path="/ritual-visualization" />;
}
