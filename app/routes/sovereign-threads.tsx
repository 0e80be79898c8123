import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/sovereign-threads");

export default function Screen() {
  return <ScreenPending path="/sovereign-threads" />;
}
