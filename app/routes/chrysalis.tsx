import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/chrysalis");

export default function Screen() {
  return <ScreenPending path="/chrysalis" />;
}
