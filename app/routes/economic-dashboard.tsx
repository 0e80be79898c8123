import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/economic-dashboard");

export default function Screen() {
  return <ScreenPending path="/economic-dashboard" />;
}
