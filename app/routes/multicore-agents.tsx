import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/multicore-agents");

export default function Screen() {
  return <ScreenPending path="/multicore-agents" />;
}
