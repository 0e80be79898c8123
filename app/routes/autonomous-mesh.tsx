import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/autonomous-mesh");

export default function Screen() {
  return <ScreenPending path="/autonomous-mesh" />;
}
