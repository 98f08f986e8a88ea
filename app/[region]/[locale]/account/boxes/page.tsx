import { accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { BoxesIsland, boxesMetadata, productNames } from "@/components/account/boxes/BoxesIsland";
import { BoxesPage } from "@/components/account/boxes/BoxesPage";
import { EDITOR_PATHS } from "@/lib/dielines";
import { appUrl, siteConfigFromEnv } from "@/regions/urls";

/** /account/boxes: the account's saved box designs, opened in the editor on the storefront's app host. */

export const generateMetadata = boxesMetadata;

export default async function Page({ params }: AccountPageProps) {
  const { region } = await accountStorefront(params);
  const site = siteConfigFromEnv();
  return (
    <BoxesIsland>
      <BoxesPage
        editorUrls={{ box: appUrl(region, EDITOR_PATHS.box, site), product: appUrl(region, EDITOR_PATHS.product, site) }}
        productNames={await productNames()}
      />
    </BoxesIsland>
  );
}
