import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/knowledge-market");

export default function Screen() {
  return <ScreenPending path="/knowledge-market" />;
}
