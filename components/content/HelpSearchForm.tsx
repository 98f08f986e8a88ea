import { getTranslations } from "next-intl/server";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import shared from "@/components/ui/shared.module.css";
import styles from "./content.module.css";

/** A plain GET form: the results page is rendered on the server, so search works without JavaScript. */
export async function HelpSearchForm({ region, query = "" }: { region: Region; query?: string }) {
  const t = await getTranslations("Pages.help");
  return (
    <form className={styles.search} role="search" action={regionPath(region, "/help/search")} method="get">
      <label htmlFor="help-search" className={shared.visuallyHidden}>
        {t("searchLabel")}
      </label>
      <input id="help-search" type="search" name="q" defaultValue={query} placeholder={t("searchPlaceholder")} maxLength={200} />
      <button type="submit">{t("searchButton")}</button>
    </form>
  );
}
