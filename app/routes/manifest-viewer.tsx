import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/manifest-viewer");

export default function Screen() {
  return <ScreenPending path="/manifest-viewer" />;
}
