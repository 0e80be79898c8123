import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/alexandria");

export default function Screen() {
  return <ScreenPending path="/alexandria" />;
}
