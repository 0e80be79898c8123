import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/continuity");

export default function Screen() {
  return <ScreenPending path="/continuity" />;
}
