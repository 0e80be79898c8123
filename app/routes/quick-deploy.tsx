import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/quick-deploy");

export default function Screen() {
  return <ScreenPending path="/quick-deploy" />;
}
