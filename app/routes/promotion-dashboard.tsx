import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/promotion-dashboard");

export default function Screen() {
  return <ScreenPending path="/promotion-dashboard" />;
}
