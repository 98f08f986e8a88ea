import { getTranslations } from "next-intl/server";
import { HomeLink } from "@/components/layout/HomeLink";
import styles from "./home.module.css";

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <section className={styles.notFound}>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <HomeLink variant="primary">{t("home")}</HomeLink>
    </section>
  );
}
