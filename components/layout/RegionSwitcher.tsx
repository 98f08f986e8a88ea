import { getTranslations } from "next-intl/server";
import { REGIONS } from "@/regions";
import type { Storefront } from "@/regions/storefront";
import { switcherCountries } from "@/regions/switcher";
import { guestLanguageUrl, regionUrl, type SiteConfig } from "@/regions/urls";
import styles from "./layout.module.css";
import { SwitcherDetails } from "./SwitcherDetails";

interface RegionSwitcherProps {
  storefront: Storefront;
  site: SiteConfig;
}

/**
 * A list of countries, each linking to the storefront that serves it. Plain links
 * inside <details>: it works before any script has loaded and crawlers follow it;
 * script keeps its list on the screen and lets Escape close it (SwitcherDetails).
 */
export async function RegionSwitcher({ storefront, site }: RegionSwitcherProps) {
  const t = await getTranslations("RegionSwitcher");
  const tRegions = await getTranslations("Regions");
  const countryNames = new Intl.DisplayNames([storefront.locale], { type: "region" });
  const collator = new Intl.Collator(storefront.locale);
  const { region } = storefront;
  const currentName = region.id === "eu" ? tRegions("eu") : (countryNames.of(region.countryCode) ?? region.countryCode);

  const countries = switcherCountries()
    .map((entry) => ({ ...entry, name: countryNames.of(entry.countryCode) ?? entry.countryCode }))
    .sort((a, b) => collator.compare(a.name, b.name));

  return (
    <SwitcherDetails className={styles.switcher}>
      <summary aria-label={t("label")} title={t("current", { country: currentName, currency: region.currency })}>
        <span className={styles.switcherCountry}>{currentName}</span>
        <span className={styles.switcherCurrency} data-testid="current-currency">
          {region.currency} ({region.currencyFormatter.currencySign})
        </span>
      </summary>
      <div className={styles.switcherPanel} data-switcher-panel>
        <p className={styles.switcherHeading}>{t("choose")}</p>
        <ul>
          {countries.map(({ countryCode, name, region: target, guest }) => (
            <li key={countryCode}>
              <a
                href={guest ? guestLanguageUrl(guest, "/", site) : regionUrl(target, "/", site)}
                hrefLang={guest ? guest.hreflang : target.hreflang}
                data-region={target.id}
                aria-current={
                  (guest ? guest.languageTag === storefront.languageTag : target.id === region.id && countryCode === region.countryCode) &&
                  target.id === region.id
                    ? "true"
                    : undefined
                }
              >
                <span>{name}</span>
                <span className={styles.switcherMeta}>{target.currency}</span>
              </a>
            </li>
          ))}
          <li>
            <a href={regionUrl(REGIONS.eu, "/", site)} hrefLang={REGIONS.eu.hreflang} data-region="eu" aria-current={region.id === "eu" ? "true" : undefined}>
              <span>{t("europe")}</span>
              <span className={styles.switcherMeta}>{REGIONS.eu.currency}</span>
            </a>
          </li>
        </ul>
      </div>
    </SwitcherDetails>
  );
}
