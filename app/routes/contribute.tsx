import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/contribute");

export default function Screen() {
  return <ScreenPending path="/contribute" />;
}
