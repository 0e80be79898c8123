import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/github-deploy");

export default function Screen() {
  return <ScreenPending path="/github-deploy" />;
}
