import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/cascade-deploy");

export default function Screen() {
  return <ScreenPending path="/cascade-deploy" />;
}
