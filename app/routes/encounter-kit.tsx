import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/encounter-kit");

export default function Screen() {
  return <ScreenPending path="/encounter-kit" />;
}
