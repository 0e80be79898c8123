import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/mesh-ignition");

export default function Screen() {
  return <ScreenPending path="/mesh-ignition" />;
}
