import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/swarm");

export default function Screen() {
  return <ScreenPending path="/swarm" />;
}
