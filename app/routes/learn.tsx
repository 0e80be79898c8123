import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/learn");

export default function Screen() {
  return <ScreenPending path="/learn" />;
}
