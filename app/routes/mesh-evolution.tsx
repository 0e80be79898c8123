import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/mesh-evolution");

export default function Screen() {
  return <ScreenPending path="/mesh-evolution" />;
}
