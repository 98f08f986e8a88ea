CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" char(2) NOT NULL,
	"name" text NOT NULL,
	"eu_member" boolean NOT NULL,
	CONSTRAINT "countries_iso_unique" UNIQUE("iso")
);
