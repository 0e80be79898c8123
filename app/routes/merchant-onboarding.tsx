import { ScreenPending, pendingMeta } from "~/components/screens/screen-pending";

export const meta = () => pendingMeta("/merchant-onboarding");

export default function Screen() {
  return <ScreenPending path="/merchant-onboarding" />;
}
