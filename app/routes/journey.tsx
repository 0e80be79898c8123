import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/journey");

export default function Screen() {
  return <ScreenPending path="/journey" />;
}
