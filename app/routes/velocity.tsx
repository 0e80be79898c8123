import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/velocity");

export default function Screen() {
  return <ScreenPending path="/velocity" />;
}
