import { PlusAreaLayout } from "@/components/plus/PlusAreaLayout";

/** Only storefronts with the plus area serve these paths; the others answer 404. */
export default PlusAreaLayout;
