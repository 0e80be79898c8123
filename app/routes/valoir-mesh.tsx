import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/valoir-mesh");

export default function Screen() {
  return <ScreenPending path="/valoir-mesh" />;
}
