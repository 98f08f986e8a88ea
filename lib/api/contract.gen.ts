// Generated from the shop API's OpenAPI document by `npm run api:contract`; do not edit.
// server/http/contract.test.ts fails when this file no longer matches the routes' schemas.
export interface paths {
  "/add_segment_data_v2": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The storefront's segmentation endpoint: add answers to a session of this storefront */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            data: {
              [key: string]: string | number | boolean | null;
            };
            segmentation_token: string;
          };
        };
      };
      responses: {
        /** @description Added */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SegmentSession"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many calls from this address in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/addresses/validate_vat": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check a VAT id's format and checksum for its country, and its registration where it would make the sale a reverse charge
     * @description With X-Region naming the storefront: a business id from another EU country than the seller's is also checked with the VAT registry (VAT_REGISTRY: vies, or the offline checksum check); a number the registry does not know is not valid (reason not_registered).
     */
    get: {
      parameters: {
        query: {
          country_iso: string;
          customer_type: "b2b" | "b2c";
          vat_id?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The verdict; invalid ids say why */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["VatCheck"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a design for a product: with the document given, or an empty one for the sku's box and size (or, with resume_draft, the draft left for it) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewBoxDesign"];
        };
      };
      responses: {
        /** @description The shopper's latest draft of the sku, asked for with resume_draft */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ResumedBoxDesign"];
          };
        };
        /** @description The new design */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesign"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Unknown sku (unknown_sku), a product without a print design (not_designable), or a document that is not valid */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A design, for its owner or anyone with its share link (then read-only: shared is true) */
    get: {
      parameters: {
        query?: {
          /** @description The token of the design's share link, for viewers who do not own it */
          share_token?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The design */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesign"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    /** Save the owner's changes: all of them or none */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BoxDesignChange"];
        };
      };
      responses: {
        /** @description The design */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesign"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Changed since base_updated_at (design_changed) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The document is not valid (invalid_design, with its issues) or refers to files that are not yours (file_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    /** Delete the owner's design; carts holding it keep their lines without it */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The design is on an order being paid or placed (design_ordered) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/{id}/assets/{fileId}/{variant}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An upload the design shows, for its owner or anyone with its share link */
    get: {
      parameters: {
        query?: {
          /** @description The token of the design's share link, for viewers who do not own it */
          share_token?: string;
        };
        header?: never;
        path: {
          fileId: string;
          id: number;
          variant: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file's bytes, in its own content type */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/octet-stream": string;
          };
        };
        /** @description Not modified */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/{id}/convert_from_v1": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the design's document with an old (version 1) project, converted; the design becomes a draft */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BoxDesignConversion"];
        };
      };
      responses: {
        /** @description The design */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesign"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The document is not valid (invalid_design, with its issues) or refers to files that are not yours (file_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/{id}/duplicate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A draft copy of the design, without its share link; named like the original with a number, e.g. 'Mailer (2)' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The design */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesign"];
          };
        };
        /** @description The copy */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesign"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/{id}/production_files": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The design's print-ready PDF: the net at true size with bleed, the artwork, and cut and crease layers; for its owner and order managers */
    get: {
      parameters: {
        query?: {
          /** @description The print proof's language: the margin line's facts in it (the shopper's proof); prepress's English without */
          locale?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The PDF */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/pdf": string;
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The stored design no longer fits its box */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/{id}/share": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new read-only link to the design (the previous one stops working), with its QR code; mailed when an e-mail is given */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BoxDesignShareRequest"];
        };
      };
      responses: {
        /** @description The link */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesignShareLink"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Mailing the link needs a registered account with a confirmed address (confirmation_required) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many share mails (rate_limited) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/{id}/thumbnail": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The design's thumbnail, for its owner (token header or cookie) or anyone with its share link */
    get: {
      parameters: {
        query?: {
          /** @description The token of the design's share link, for viewers who do not own it */
          share_token?: string;
          /** @description Changes with the thumbnail */
          v?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file's bytes, in its own content type */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/octet-stream": string;
          };
        };
        /** @description Not modified */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's designs, the most recently changed first (without their documents) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The designs */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              box_designs: components["schemas"]["BoxDesignSummary"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/box_designs/remind_on_desktop": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a link that opens the design in progress (design_id), or the editor for this product and quantity, to go on designing on a computer */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["DesktopReminder"];
        };
      };
      responses: {
        /** @description The mail is on its way */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              sent: true;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Reminders go only to the caller's own confirmed address (confirmation_required) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Unknown sku or a product without a print design */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many reminders (rate_limited) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/check_payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay by bank transfer: the order completes and waits for the money */
    post: {
      parameters: {
        query?: {
          workflow_token?: string;
        };
        header?: {
          /** @description Any unique string per intended action (a UUID): a retry with the same key answers as the first request did and changes nothing */
          "idempotency-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            order_number: string;
            reject_payment_schedule?: boolean;
          };
        };
      };
      responses: {
        /** @description The order, with the bank details */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is paid or canceled */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not ready, or transfers are not offered */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many transfer orders from this address or to this recipient (rate_limited) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/checkouts/{number}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the checkout stands and what it offers */
    get: {
      parameters: {
        query?: {
          workflow_token?: string;
        };
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The checkout */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Checkout"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order lacks what the state needs; the error names it */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many transfer orders from this address or to this recipient (rate_limited) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    /** Move the order to a checkout state (back at once, forward with checks), or pay it by bank transfer with payments_attributes */
    put: {
      parameters: {
        query?: {
          state?: string;
        };
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": components["schemas"]["CheckoutPayment"];
        };
      };
      responses: {
        /** @description The checkout */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Checkout"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order lacks what the state needs; the error names it */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many transfer orders from this address or to this recipient (rate_limited) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/checkouts/{number}/next": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Move the order one state forward */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The checkout */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Checkout"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order lacks what the state needs; the error names it */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many transfer orders from this address or to this recipient (rate_limited) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/client_approval_filesets/{uuid}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Files published for the buyer's approval, by the uuid in the link they were mailed */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The fileset */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              data: components["schemas"]["ClientApprovalFileset"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    /** The buyer approves the files or asks for changes with a reason: by the code from the approval mail's link, or signed in as the order's buyer (ADR 0032) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["ClientApprovalReview"];
        };
      };
      responses: {
        /** @description The answered fileset */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              data: components["schemas"]["ClientApprovalFileset"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Neither the mail's code nor the order's buyer signed in (approval_not_yours) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Answered already or superseded (fileset_not_pending) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/client_approval_filesets/{uuid}/files/{fileId}/{variant}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A published file (original) or its preview (thumbnail) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          fileId: string;
          uuid: string;
          variant: "original" | "thumbnail";
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The bytes */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/client_errors": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report an error that happened in the browser */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["ClientError"];
        };
      };
      responses: {
        /** @description Recorded */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              recorded: true;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new company account in the storefront's region and currency; the caller, a plus customer, becomes its admin */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewCompany"];
        };
      };
      responses: {
        /** @description The company and the caller's membership */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CompanyAnswer"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The company's state refuses it (already_in_company, last_admin, already_member, approval_decided ...) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's company and their role and spending limit in it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The company */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CompanyAnswer"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** An admin changes the company's details (the VAT id is checked as the checkout checks it) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyChange"];
        };
      };
      responses: {
        /** @description The changed company */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CompanyAnswer"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/companies/mine/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's open invitations, for its admins */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Open invitations */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              invitations: components["schemas"]["CompanyInvitation"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** An admin invites an address by mail with a role and a spending limit (limited per company and per address) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewCompanyInvitation"];
        };
      };
      responses: {
        /** @description The invitation, mailed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              invitation: components["schemas"]["CompanyInvitation"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The company's state refuses it (already_in_company, last_admin, already_member, approval_decided ...) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many invitations (rate_limited) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/invitations/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** An admin withdraws an open invitation */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Withdrawn */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's members with their roles and spending limits */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The members */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              members: components["schemas"]["CompanyMember"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/members/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** An admin removes a member (never the last admin); their orders stay the company's */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The company's state refuses it (already_in_company, last_admin, already_member, approval_decided ...) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** An admin changes a member's role or spending limit (the last admin stays admin) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyMemberChange"];
        };
      };
      responses: {
        /** @description The changed member */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              member: components["schemas"]["CompanyMember"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The company's state refuses it (already_in_company, last_admin, already_member, approval_decided ...) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/companies/mine/membership": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** The caller leaves their company (never its last admin); their past orders stay the company's */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Left */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The company's state refuses it (already_in_company, last_admin, already_member, approval_decided ...) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's orders past the delivery step: all of them for approvers and admins, their own for buyers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Orders, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              orders: components["schemas"]["CompanyOrder"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/orders/{number}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the company's orders (404 for another company's, and for a buyer's colleague's) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CompanyOrder"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/price_lists": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's company's price lists that apply today or later */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Price lists */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              price_lists: components["schemas"]["NegotiatedPriceList"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/purchase_approvals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's purchase approvals: all for approvers and admins, their own for buyers */
    get: {
      parameters: {
        query?: {
          state?: "pending" | "approved" | "rejected" | "canceled";
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Approvals, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              purchase_approvals: components["schemas"]["PurchaseApproval"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** The buyer asks the company's approvers to approve their order above their spending limit */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewPurchaseApproval"];
        };
      };
      responses: {
        /** @description The approval asked for (or the open one for this total) */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              purchase_approval: components["schemas"]["PurchaseApproval"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description No approval possible or needed (order_not_ready, approval_not_needed, no_approver) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/companies/mine/quote_requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's quote requests: all of them for approvers and admins, their own for buyers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Requests, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              quote_requests: components["schemas"]["CompanyQuoteRequest"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/company_invitations/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accepts an invitation: the signed-in invited account joins, or a new account for the address is made with the password given and signed in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyInvitationAcceptance"];
        };
      };
      responses: {
        /** @description The joined company; a session when a new account was made */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CompanyInvitationAccepted"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Sign in with the invited address first (invitation_sign_in_required, invitation_other_account) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The company's state refuses it (already_in_company, last_admin, already_member, approval_decided ...) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/company_invitations/preview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What an open invitation link is for: the company, the address, and whether it has an account (sign in) or not (choose a password) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyInvitationToken"];
        };
      };
      responses: {
        /** @description The invitation */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              invitation: components["schemas"]["CompanyInvitationPreview"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/custom_sample_pack": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put a sample pack into the open cart (a new cart when there is none); a second pack replaces the samples of the first */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["SamplePackOrder"];
        };
      };
      responses: {
        /** @description The cart holding the pack */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              order: components["schemas"]["Order"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The open cart cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/design_fonts/{key}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A TrueType file of a font the design editor offers, e.g. inter-700-italic (cached for a year) */
    get: {
      parameters: {
        query?: {
          /** @description The font files' revision; changes when the files do */
          v?: string;
        };
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The font file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "font/ttf": string;
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/files": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file: artwork for the editor, a dieline, or an attachment to a quote request or the contact form
     * @description Accepted by content: design takes PDF, PNG, JPEG and SVG up to 7000 x 7000 px (SVG and PDF drawn at most 25000000 pixels); dieline takes PDF and Illustrator or PostScript; quote and contact take PDF, Illustrator or PostScript, ZIP and PNG. At most 80 MB. Conversions take turns: a full queue answers 503 and too many from one address 429, both with Retry-After.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "multipart/form-data": {
            /**
             * @description How the _monochrome renditions are made; monochromeWhite inverts them for white ink
             * @enum {string}
             */
            colour_space?: "rgb" | "monochrome" | "monochromeWhite";
            /**
             * Format: binary
             * @description The file; its type is read from the content
             */
            file: string;
            /** @description Refuse artwork with more distinct colours */
            max_colours?: number;
            /** @enum {string} */
            purpose: "design" | "dieline" | "quote" | "contact" | "approval";
          };
        };
      };
      responses: {
        /** @description The stored file and its renditions */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["UploadedFile"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description file_too_large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description unsupported_file_type: the content is not a type this purpose accepts */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description image_too_large, vector_too_large, unsafe_svg, too_many_colours or unreadable_file */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description rate_limited: too many uploads this hour, or this address's earlier files are still converting (Retry-After) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description uploads_busy: the conversion queue is full; try again after Retry-After seconds */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/files/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded file's record */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["UploadedFile"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete an uploaded file and its renditions */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/files/{id}/{variant}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The bytes of one of the file's variants */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          variant: "source" | "original" | "original_monochrome" | "original_limited" | "original_limited_monochrome" | "thumbnail" | "thumbnail_monochrome";
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The bytes: PNG for renditions, the uploaded type for source */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/gateway/{provider}/card": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The built-in gateway's card form: turns card details into a payment method (absent with Stripe keys) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          provider: "stripe";
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            cvc: string;
            exp_month: number;
            exp_year: number;
            number: string;
          };
        };
      };
      responses: {
        /** @description The payment method */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              brand: string;
              id: string;
              last4: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The card details are not valid */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/get_user_first_name": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The first name of the user behind a segmentation session of this storefront, for a greeting */
    get: {
      parameters: {
        query: {
          segmentation_token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The first name, null when unknown */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              first_name: string | null;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether this instance and its database can serve */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Ready to serve */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Health"];
          };
        };
        /** @description The database does not answer */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["HealthUnavailable"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health/ready": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a load balancer should send this instance new requests: healthy and not shutting down */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Ready for new requests */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Health"];
          };
        };
        /** @description Shutting down (draining after SIGTERM: requests in flight still finish), or the database does not answer */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["HealthUnavailable"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Companies an order manager can give a price list */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Companies */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              companies: components["schemas"]["ManagedCompany"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/companies/{company_id}/price_lists": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's price lists */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Price lists */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              price_lists: components["schemas"]["NegotiatedPriceList"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** Give a company a price list */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          company_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["PriceListInput"];
        };
      };
      responses: {
        /** @description The new list */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              price_list: components["schemas"]["NegotiatedPriceList"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Another list of the company prices the same product and size on some of these days (price_list_overlap) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description An entry or the list is not valid: unknown_product, unknown_size, entry_price_required, ladder_first_step, ladder_not_ascending, ladder_price_rising, duplicate_entry, invalid_validity, price_list_currency; details.field names it */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/offers/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An offer with its lines and events */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The offer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a draft: buyer, storefront, language, date, message */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["OfferChange"];
        };
      };
      responses: {
        /** @description The draft */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The offer is no longer a draft (offer_not_draft) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description invalid_valid_until */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/manager/offers/{id}/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the offer to the buyer: a mail with its link and QR code (again, for an offer already sent) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The sent offer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Accepted, expired or withdrawn */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description offer_empty or invalid_valid_until */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/offers/{id}/withdraw": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw an offer not yet accepted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The withdrawn offer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Accepted or ended already */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders by number or buyer's e-mail, newest first (at most 50) */
    get: {
      parameters: {
        query?: {
          q?: string;
          state?: "cart" | "address" | "delivery" | "payment" | "complete" | "canceled";
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Orders */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              orders: {
                /** @enum {string|null} */
                approval_status: "pending" | "approved" | "changes_requested" | null;
                completed_at: string | null;
                currency: string;
                email: string | null;
                number: string;
                /** @enum {string|null} */
                qa_state: "awaiting_files" | "in_review" | "awaiting_approval" | "changes_requested" | "approved" | "in_production" | null;
                region: string;
                state: string;
                total: number;
              }[];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/orders/{number}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order with its approval filesets, QA comments and QA history */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              filesets: components["schemas"]["ClientApprovalFileset"][];
              order: components["schemas"]["Order"];
              qa_comments: components["schemas"]["QaComment"][];
              qa_state_changes: components["schemas"]["QaStateChange"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/orders/{number}/bank_transfer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Book the order's announced bank transfer as arrived: the order is paid (or its instalment is) and the buyer is mailed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order with the transfer received */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not placed (order_not_placed) or waits for no transfer (no_transfer_awaited) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/orders/{number}/client_approval_filesets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish files for the buyer to approve; mails them the link and supersedes a pending fileset */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            file_ids: string[];
            note?: string;
          };
        };
      };
      responses: {
        /** @description The published fileset */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              data: components["schemas"]["ClientApprovalFileset"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not placed yet (order_not_placed) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/price_lists/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One price list */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The list */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              price_list: components["schemas"]["NegotiatedPriceList"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a price list (paid orders keep the prices they paid) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Replace a price list's name, validity and entries as a whole */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["PriceListInput"];
        };
      };
      responses: {
        /** @description The list as now written */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              price_list: components["schemas"]["NegotiatedPriceList"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Another list of the company prices the same product and size on some of these days (price_list_overlap) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description An entry or the list is not valid: unknown_product, unknown_size, entry_price_required, ladder_first_step, ladder_not_ascending, ladder_price_rising, duplicate_entry, invalid_validity, price_list_currency; details.field names it */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/manager/prices/adjustments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every product type's price adjustment and the pricing version they make */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Adjustments */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              adjustments: components["schemas"]["PriceAdjustment"][];
              pricing_version: number;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/manager/prices/adjustments/{product}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a product type's price adjustment in basis points after the margin (-5000 to 20000; 0 takes it back) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description A product type slug */
          product: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["PriceAdjustmentChange"];
        };
      };
      responses: {
        /** @description The adjustment, in force on every instance shortly */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              adjustment: components["schemas"]["PriceAdjustment"];
              pricing_version: number;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/managers/current": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current user as an order manager */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Order manager */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              avatar: string | null;
              email: string;
              name: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/minimal_price_for_minimal_order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cheapest order of a product: its cheapest size at the smallest quantity */
    get: {
      parameters: {
        query: {
          product: string;
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Minimal order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              currency: string;
              price: number;
              price_with_vat: number;
              product: string;
              quantity: number;
              sku: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/offers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every offer, newest first; offers past their date are expired first */
    get: {
      parameters: {
        query?: {
          state?: "draft" | "sent" | "viewed" | "accepted" | "expired" | "withdrawn";
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Offers */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offers: components["schemas"]["Offer"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** Start an offer (a draft) for a buyer, optionally answering a quote request */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewOffer"];
        };
      };
      responses: {
        /** @description The draft */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description invalid_valid_until */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/offers/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An offer by its link's token; the first look marks it viewed unless preview=true */
    get: {
      parameters: {
        query?: {
          preview?: "true" | "false";
        };
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The offer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["PublicOffer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/offers/{token}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept chosen lines: one order with channel 'custom' at the offer's prices (again: the same order). Only the addressed buyer's account or a colleague's accepts (ADR 0032) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["OfferAcceptance"];
        };
      };
      responses: {
        /** @description The accepted offer and its order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["PublicOffer"];
              order_number: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description offer_sign_in_required (an anonymous visitor) or offer_not_yours (an account not on the buyer's side) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description offer_expired, offer_withdrawn or offer_already_accepted */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/orders/{number}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the user's orders, or the order a link (workflow_token) opens */
    get: {
      parameters: {
        query?: {
          workflow_token?: string;
        };
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description order_link_invalid */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description order_link_expired */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    /** Change the order's details: e-mail, buyer, VAT id, addresses, invoice, shipment type */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["OrderChange"];
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/orders/{number}/apply_coupon_code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Apply a discount code */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            coupon_code: string;
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/orders/{number}/coupon_code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove the discount code */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/orders/{number}/empty": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Remove every line */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/orders/{number}/line_items": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a product line (wrapped in line_item) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            line_item: components["schemas"]["NewLineItem"];
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/orders/{number}/line_items/{itemId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a line's quantity, print quality or other options; it is re-priced */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          itemId: number;
          number: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            line_item: components["schemas"]["LineItemChange"];
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    /** Remove a line (and its expert check) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          itemId: number;
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/orders/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's completed and canceled orders */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Orders, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              orders: components["schemas"]["Order"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payment_schedules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose to pay the order by instalment: one of the plans GET v2/orders/{number}/payment_plans offers, exactly */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            installments_attributes: {
              amount: number;
              due_date: string;
            }[];
            order_id: string | number;
          };
        };
      };
      responses: {
        /** @description The instalment plan */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["PaymentSchedule"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is placed, a payment of it is under way, or the plan is under way */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The instalments are not one of the plans offered for the order (payment_plan_not_offered) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/prices/country_taxes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** VAT and customs per country the region ships to */
    get: {
      parameters: {
        query?: {
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Country taxes */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              countries: {
                additional_customs: number;
                country_iso: string;
                vat_rate: number;
              }[];
              currency: string;
              region: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/prices/express_delivery": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Express production options for a sku delivered to a country */
    get: {
      parameters: {
        query: {
          country: string;
          sku: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Express options (empty when none apply) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              country: string;
              express_delivery: {
                id: string;
                production_days: number;
                surcharge_percent: number;
              }[];
              sku: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/prices/line_item": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What one configured line costs, as the cart will charge it
     * @description The query is a line configuration as the product page's URL carries it. The answer is the line's net total, its VAT and the two added, rounded once on the line (docs/adr/0019-one-price-rule.md); a cart in the storefront's default delivery country charges exactly this.
     */
    get: {
      parameters: {
        query: {
          express?: "0" | "1" | "true" | "false";
          finish?: "foil-none" | "foil-glossy" | "foil-matte" | "sleeve-white" | "sleeve-kraft" | "single-strip" | "double-strip";
          material?:
            | "cardboard-white-one-side"
            | "cardboard-white-two-sides"
            | "cardboard-white"
            | "cardboard-coated"
            | "cardboard-coated-white-inside"
            | "cardboard-natural-white-inside"
            | "cardboard-natural"
            | "cardboard-cardstock";
          /** @description Paid assets, comma-separated: service-fsc-certificate */
          paid_assets?: string;
          print_mode?:
            | "print-color-budget"
            | "print-color-hd"
            | "print-eco-color"
            | "print-eco-color-with-print-inside"
            | "print-monochrome"
            | "print-monochrome-with-print-inside"
            | "print-monochrome-white"
            | "print-monochrome-white-with-print-inside"
            | "no-print"
            | "print-indigo-color"
            | "print-indigo-color-with-inside";
          print_quality?: "standard" | "hd-plus" | "hd-plus-glossy";
          quantity: number;
          /** @description Region id or code; overrides the region header */
          region?: string;
          sku: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The line's price */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["LineQuote"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/prices/list": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Volume prices of a product's sizes in a region */
    get: {
      parameters: {
        query: {
          boxModel?:
            | "mailer-box"
            | "mailer-box-white-ink"
            | "delivery-mailer-box"
            | "delivery-mailer-box-plain"
            | "mailer-box-plain"
            | "sleeved-mailer-box"
            | "product-box"
            | "product-box-two-pieces"
            | "product-box-wine-box"
            | "shipping-box"
            | "shipping-box-plain"
            | "samples";
          cache_buster?: "v3";
          /** @description Chosen options, comma-separated: a material, print mode, finish, print quality and/or 'express' */
          extras?: string;
          /** @description Product type slug, alias or sku */
          product: string;
          /** @description Size code, e.g. 250x180x60 */
          product_size?: string;
          /** @description Region id or code; overrides the region header */
          region?: string;
          tax_country_iso?: string;
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Volume prices, sorted by range_start */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["PriceList"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/prices/minimal": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The lowest piece price of each product in a region */
    get: {
      parameters: {
        query?: {
          product?: string;
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Lowest net piece prices */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              currency: string;
              products: {
                price: number;
                price_with_vat: number;
                product: string;
              }[];
              region: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/product_structure": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parts of a sku and the sides a design can go on */
    get: {
      parameters: {
        query: {
          sku: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Product structure */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              parts: {
                height_mm: number;
                length_mm: number;
                name: string;
                sides: string[];
                width_mm: number;
              }[];
              shape: string;
              sku: string;
              sku_model: string | null;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every product of a region with its names in all languages and its variants */
    get: {
      parameters: {
        query?: {
          /** @description Language tag or locale for variant names; the region's own by default */
          locale?: string;
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Products */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              products: components["schemas"]["Product"][];
              region: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/products/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product by slug, alias or sku */
    get: {
      parameters: {
        query?: {
          /** @description Language tag or locale for variant names; the region's own by default */
          locale?: string;
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Product */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Product"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/purchase_approvals/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One purchase approval, for a member who may see it or the approver whose mail link carries `code` */
    get: {
      parameters: {
        query?: {
          code?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The approval */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              purchase_approval: components["schemas"]["PurchaseApprovalDetail"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/purchase_approvals/{id}/decision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An approver (signed in, or by the mail link's code) approves or rejects with a reason; never the buyer who asked */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["PurchaseApprovalDecision"];
        };
      };
      responses: {
        /** @description The answered approval */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              purchase_approval: components["schemas"]["PurchaseApproval"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The caller's role may not do this (company_role_required, plus_required, own_purchase) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Already answered, or the order changed since (approval_decided, approval_outdated) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/qa_comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The QA comments on an order */
    get: {
      parameters: {
        query: {
          order_number: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Comments */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              qa_comments: components["schemas"]["QaComment"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not placed yet (order_not_placed) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** Add a QA comment to an order */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            body: string;
            order_number: string;
          };
        };
      };
      responses: {
        /** @description The comment */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              qa_comment: components["schemas"]["QaComment"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not placed yet (order_not_placed) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/qa_state_changes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How an order's QA state moved */
    get: {
      parameters: {
        query: {
          order_number: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The history */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              qa_state_changes: components["schemas"]["QaStateChange"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not placed yet (order_not_placed) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** Move an order's QA state */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            note?: string;
            order_number: string;
            /** @enum {string} */
            to_state: "awaiting_files" | "in_review" | "awaiting_approval" | "changes_requested" | "approved" | "in_production";
          };
        };
      };
      responses: {
        /** @description The move */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              qa_state_change: components["schemas"]["QaStateChange"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not placed yet (order_not_placed) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/quote_requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order managers' inbox of quote requests, newest first */
    get: {
      parameters: {
        query?: {
          state?: "new" | "in_progress" | "offered" | "closed";
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Quote requests */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              quote_requests: components["schemas"]["QuoteRequest"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/quote_requests/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A quote request by number or id, for its maker or an order manager */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The request */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              quote_request: components["schemas"]["QuoteRequest"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Move a quote request on; taking it makes the caller its manager */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            state: "new" | "in_progress" | "offered" | "closed";
          };
        };
      };
      responses: {
        /** @description The request */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              quote_request: components["schemas"]["QuoteRequest"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/quote_requests/{id}/files/{fileId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An attachment of a quote request, for its maker or an order manager */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          fileId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as uploaded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/segmentation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How prices are shown to the caller in a region (VAT display and rate) */
    get: {
      parameters: {
        query?: {
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Price segment */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              currency: string;
              /** @enum {string} */
              customer_type: "b2b" | "b2c";
              price_display: string;
              region: string;
              vat_rate: number;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/shipment_prices_list": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delivery prices per shipment type of the region
     * @description free_from is the net item total from which delivery of a method is free: a free variant (courier-free, sample-packs-free) is offered only from there, and its paid type (courier, sample-packs-eu4) only below it. Null where the price does not depend on the order's value (a storefront with only the free variant ships free at any value).
     */
    get: {
      parameters: {
        query?: {
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Shipment prices */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              currency: string;
              region: string;
              shipments: {
                free_from: number | null;
                method: string;
                price: number;
                type: string;
              }[];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/sign_in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in; the anonymous caller's belongings move to the account */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["SignIn"];
        };
      };
      responses: {
        /** @description Signed in with a new token */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Session"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/sign_out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the token stops working */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/sign_up": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register: the same answer whether or not the address has an account; the mailed link confirms it and signs in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["Registration"];
        };
      };
      responses: {
        /** @description A confirmation link (or, for a registered address, a sign-in hint) is mailed */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SignUpAnswer"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Already signed in to an account */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many registrations from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/user_confirmations/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an e-mail address with the mailed token; signs in, and the anonymous caller's belongings move to the account */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            confirmation_token: string;
          };
        };
      };
      responses: {
        /** @description Confirmed and signed in with a new token */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Session"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/user_passwords/recover": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a link to set a new password (the answer is the same for unknown addresses) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description A link was mailed if the address has an account */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              sent: true;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/user_passwords/reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the mailed token; signs in with a new token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            password: string;
            reset_password_token: string;
          };
        };
      };
      responses: {
        /** @description Password set */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Session"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update the current user's profile and onboarding answers */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["ProfileUpdate"];
        };
      };
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["User"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/anonymous": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Create an anonymous user and its token */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The new user and the token to keep */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Session"];
          };
        };
        /** @description Too many new users from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/create_anonymous": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Create an anonymous user and its token */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The new user and the token to keep */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Session"];
          };
        };
        /** @description Too many new users from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/current": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user the token belongs to, with its API key */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The current user */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["User"] & {
              spree_api_key: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The current user */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["User"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/register_first_touch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register where the user first came from; only the first registration counts */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["FirstTouch"];
        };
      };
      responses: {
        /** @description Registered before; kept as it was */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              created: false;
              first_touch: {
                campaign: string | null;
                clientId: string | null;
                content: string | null;
                created_at: string;
                medium: string | null;
                source: string | null;
                term: string | null;
                type: string | null;
              };
            };
          };
        };
        /** @description Registered */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              created: true;
              first_touch: {
                campaign: string | null;
                clientId: string | null;
                content: string | null;
                created_at: string;
                medium: string | null;
                source: string | null;
                term: string | null;
                type: string | null;
              };
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/analytics_events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stored analytics events, newest first (order managers only) */
    get: {
      parameters: {
        query?: {
          anonymous_id?: string;
          limit?: number;
          name?: string;
          user_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The events */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              events: components["schemas"]["AnalyticsEvent"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/analytics_proxies/identify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store an identify call tying the visitor's anonymous id to a user */
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-analytics-write-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AnalyticsIdentify"];
        };
      };
      responses: {
        /** @description Taken */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description false when the message id was seen before (a retried delivery) */
              stored: boolean;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Wrong write key */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many calls from this address in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/analytics_proxies/track": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store a page or track event from the browser's analytics client */
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-analytics-write-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AnalyticsTrack"];
        };
      };
      responses: {
        /** @description Taken */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description false when the message id was seen before (a retried delivery) */
              stored: boolean;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Wrong write key */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many calls from this address in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/analytics_proxies/track_product_added_ua_conversion": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store the conversion of a product put into the caller's cart */
    post: {
      parameters: {
        query?: never;
        header?: {
          "x-analytics-write-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AnalyticsProductAddedConversion"];
        };
      };
      responses: {
        /** @description Taken */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description false when the message id was seen before (a retried delivery) */
              stored: boolean;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Wrong write key */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many calls from this address in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/contact_messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message through the contact form; attachments are the sender's uploads with purpose contact (POST files) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewContactMessage"];
        };
      };
      responses: {
        /** @description The message arrived */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ContactMessageReceived"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many messages or sign-ups in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/contact_messages/{id}/files/{fileId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An attachment of a contact message, for staff (order managers) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          fileId: string;
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as uploaded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not staff (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/delivery_estimates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** When ordered skus arrive, production and delivery in business days */
    get: {
      parameters: {
        query: {
          /** @description Region id or code; overrides the region header */
          region?: string;
          start_date: string;
          start_time: string;
          variant_skus?: string[] | null;
          "variant_skus[]"?: string[] | null;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Delivery estimates */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              estimates: {
                delivery_from: string;
                delivery_to: string;
                express_delivery: {
                  delivery_from: string;
                  delivery_to: string;
                  id: string;
                  production_days: number;
                  production_end: string;
                  production_start: string;
                }[];
                production_days: number;
                production_end: string;
                production_start: string;
                sku: string;
              }[];
              region: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/emails/confirm_consents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a consent confirmation link (double opt-in): the answers it was mailed for are recorded for its address, once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            token: string;
          };
        };
      };
      responses: {
        /** @description Recorded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              confirmed: true;
              email: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/emails/consents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current user's latest answer to each consent (empty before an e-mail address is known) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Current consents */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              consents: {
                /** @enum {string} */
                status: "granted" | "declined";
                /** @enum {string} */
                type: "terms_and_conditions_and_privacy_policy" | "terms_and_conditions_plus" | "marketing" | "newsletter" | "envelope" | "instant_service";
                updated_at: string;
              }[];
              email: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/emails/global_consents_needed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which global consents an e-mail address has not answered yet: the signed-in owner's own answers count; for any other address every global consent is needed, so the answer reveals nothing */
    get: {
      parameters: {
        query: {
          email: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Needed consents */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              consents_needed: boolean;
              email: string;
              needed: ("terms_and_conditions_and_privacy_policy" | "terms_and_conditions_plus" | "marketing" | "newsletter" | "envelope" | "instant_service")[];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/emails/save_with_consents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record consents given or declined for an e-mail address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            consents: {
              /** @enum {string} */
              status: "granted" | "declined";
              /** @enum {string} */
              type: "terms_and_conditions_and_privacy_policy" | "terms_and_conditions_plus" | "marketing" | "newsletter" | "envelope" | "instant_service";
            }[];
            /** Format: email */
            email: string;
            source?: string;
          };
        };
      };
      responses: {
        /** @description The caller's own current consents, or an empty list while the answers wait for confirmation */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              consents: {
                /** @enum {string} */
                status: "granted" | "declined";
                /** @enum {string} */
                type: "terms_and_conditions_and_privacy_policy" | "terms_and_conditions_plus" | "marketing" | "newsletter" | "envelope" | "instant_service";
                updated_at: string;
              }[];
              email: string;
              /** @description True when nothing was recorded yet: answers for any address but the caller's own confirmed one wait for a confirmation mail's link (consents is then empty) */
              pending: boolean;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many confirmation mails (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/emails/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw the marketing and newsletter consents of the address a marketing mail's signed unsubscribe link names, without signing in (also the one-click List-Unsubscribe target) */
    post: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Withdrawn */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              email: string;
              /** @enum {boolean} */
              unsubscribed: true;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/invoices/{number}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's invoice as a PDF: an invoice for a complete, paid order, a pro forma from the payment step until it is paid (or when the buyer asked for one) */
    get: {
      parameters: {
        query?: {
          /** @description Language tag or locale of the text; the order's storefront language by default */
          locale?: string;
        };
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The PDF, to show in the browser (Content-Disposition inline) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/pdf": string;
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order has no invoice: still a cart before payment (invoice_not_available), or canceled (order_canceled) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/newsletter_signups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign an address up for the storefront's newsletter with the newsletter and marketing consents; any address but the signed-in caller's own confirmed one joins only after opening a confirmation mail's link; signing up again is harmless */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewsletterSignup"];
        };
      };
      responses: {
        /** @description Signed up, or a confirmation mail sent */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description True when the address must open the confirmation mail's link first (any address but the caller's own confirmed one) */
              pending: boolean;
              /** @enum {boolean} */
              subscribed: true;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many messages or sign-ups in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sustainability/add_tree_line_item": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Plant trees with the order */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            order_number: string;
            quantity: number;
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sustainability/total_planted_trees": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trees planted through all completed orders */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Trees */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sustainability/update_quantity_of_trees": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change how many trees the order plants (0 removes them) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            order_number: string;
            quantity: number;
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sustainability/users_planted_trees/{userId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trees planted through the user's completed orders */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Trees */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              total: number;
              user_id: number;
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/user/me/rfm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recency, frequency and monetary value of the user's completed orders */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description RFM */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              currency: string;
              frequency: number;
              monetary: number;
              recency_days: number | null;
              segment: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/wallet": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's store credit in a currency */
    get: {
      parameters: {
        query: {
          currency: "EUR" | "PLN" | "GBP" | "RON" | "SEK" | "USD";
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Wallet */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Wallet"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    /** Choose whether the credit pays for orders */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            currency: "EUR" | "PLN" | "GBP" | "RON" | "SEK" | "USD";
            use_for_orders: boolean;
          };
        };
      };
      responses: {
        /** @description Wallet */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Wallet"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/{number}/{provider}/config/publishable_key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The card provider's publishable key, and which gateway serves it */
    get: {
      parameters: {
        query?: {
          workflow_token?: string;
        };
        header?: never;
        path: {
          number: string;
          provider: "stripe";
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The key */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              gateway: "stripe" | "local";
              publishable_key: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/{number}/{provider}/payment_intents/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a payment intent after its authentication step */
    post: {
      parameters: {
        query?: {
          workflow_token?: string;
        };
        header?: never;
        path: {
          number: string;
          provider: "stripe";
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            payment_intent_id: string;
            payment_method_id?: string;
          };
        };
      };
      responses: {
        /** @description Where the payment stands */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["PaymentResult"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The payment was declined; the order is still payable */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is paid, canceled, or another payment is under way */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not ready to pay, or the method is not offered */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The payment provider did not answer; nothing was charged */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/{number}/{provider}/payment_intents/initiate_redirect_payment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a payment through the bank's or wallet's own page */
    post: {
      parameters: {
        query?: {
          workflow_token?: string;
        };
        header?: never;
        path: {
          number: string;
          provider: "stripe";
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            payment_method_type: "paypal" | "p24" | "ideal" | "bancontact" | "eps" | "giropay" | "sofort" | "hokodo";
            reject_payment_schedule?: boolean;
          };
        };
      };
      responses: {
        /** @description Where to send the shopper */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              payment_intent_id: string;
              redirect_url: string;
              status: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The payment was declined; the order is still payable */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is paid, canceled, or another payment is under way */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not ready to pay, or the method is not offered */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The payment provider did not answer; nothing was charged */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/{number}/{provider}/payment_intents/pay": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay by card: creates and confirms a payment intent */
    post: {
      parameters: {
        query?: {
          workflow_token?: string;
        };
        header?: {
          /** @description Any unique string per intended action (a UUID): a retry with the same key answers as the first request did and changes nothing */
          "idempotency-key"?: string;
        };
        path: {
          number: string;
          provider: "stripe";
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            payment_method_id: string;
            reject_payment_schedule?: boolean;
          };
        };
      };
      responses: {
        /** @description Where the payment stands */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["PaymentResult"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The payment was declined; the order is still payable */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is paid, canceled, or another payment is under way */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order is not ready to pay, or the method is not offered */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The payment provider did not answer; nothing was charged */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/bundles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a bundle in an order; add its lines with bulk_create and its bundle_id */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            order_id: string | number;
            quantity: number;
          };
        };
      };
      responses: {
        /** @description The bundle */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              bundle_id: number;
              order: components["schemas"]["Order"];
              order_id: number;
              quantity: number;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Change the quantity of every product in a bundle */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            bundle_id: number;
            order_id: string | number;
            quantity: number;
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/v2/bundles/destroy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a bundle and its lines */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            bundle_id: number;
            order_id: string | number;
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/dielines": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The flat net of a product's size at true size, as a layered PDF or SVG (bleed, safe zone, cut, crease, labels) */
    get: {
      parameters: {
        query: {
          format?: "pdf" | "svg";
          /** @description Language of the labels (tag or locale); the region's own by default */
          locale?: string;
          /** @description Region id or code; overrides the region header */
          region?: string;
          sku: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dieline */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/pdf": string;
            "image/svg+xml": string;
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/expert_checks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Have an expert check a product line's design */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            parent_id: number;
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    /** Remove a product line's expert check */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            parent_id: number;
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/instant_quotes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Price products and quantities from the catalogue's ladders at once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewInstantQuote"];
        };
      };
      responses: {
        /** @description The instant quote */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              instant_quote: components["schemas"]["InstantQuote"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/instant_quotes/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the caller's instant quotes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The instant quote */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              instant_quote: components["schemas"]["InstantQuote"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/instant_quotes/{id}/offers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make the instant quote an offer, sent to the buyer and accepted like any other (again: the same offer) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email?: string;
          };
        };
      };
      responses: {
        /** @description The offer made earlier */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["PublicOffer"];
            };
          };
        };
        /** @description The new offer */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["PublicOffer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Mailing an offer to another address needs a registered account with a confirmed address (confirmation_required) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description instant_quote_expired */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many offers mailed in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/line_items/{id}/remove_from_order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a line by its id alone */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/offer_line_items": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a line to a draft offer at a custom price */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewOfferLine"];
        };
      };
      responses: {
        /** @description The draft */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The offer is no longer a draft (offer_not_draft) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/offer_line_items/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a line from a draft offer */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The draft */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The offer is no longer a draft (offer_not_draft) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a line of a draft offer */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["OfferLineChange"];
        };
      };
      responses: {
        /** @description The draft */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              offer: components["schemas"]["Offer"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager (not_a_manager) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The offer is no longer a draft (offer_not_draft) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/v2/offer_line_items/{id}/order_again": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Order an accepted offer's line again: into the buyer's open cart as offered, at the offer's price while the offer is valid (docs/adr/0054-offer-line-configuration.md), afterwards at the buyer's company's negotiated price where it has one (docs/adr/0056-negotiated-price-lists.md) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The cart the line went into */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              order_number: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description offer_price_expired (ask for a new quote; details name the sku and quantity), offer_product_unavailable, order_payment_pending */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a new cart in the storefront's currency */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string per intended action (a UUID): a retry with the same key answers as the first request did and changes nothing */
          "idempotency-key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewOrder"];
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description The new cart */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/orders/{number}/line_item": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a product line, or the warranty service with service_name */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewLineItem"];
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/orders/{number}/line_items/{itemId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a line (and its expert check) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          itemId: number;
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/orders/{number}/line_items/bulk_create": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add several lines at once, all or none, optionally as one bundle */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            bundle_id?: number | null;
            line_items_params: components["schemas"]["NewLineItem"][];
          };
        };
      };
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/orders/{number}/payment_plans": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The instalment plans the shop offers for the order today; POST payment_schedules takes one of them exactly */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          number: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The plans, or none with the reason */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["PaymentPlans"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/orders/consents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the consents given with an order, for the order's e-mail address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            consents: {
              /** @enum {string} */
              status: "granted" | "declined";
              /** @enum {string} */
              type: "terms_and_conditions_and_privacy_policy" | "terms_and_conditions_plus" | "marketing" | "newsletter" | "envelope" | "instant_service";
            }[];
            order_id: string | number;
          };
        };
      };
      responses: {
        /** @description The caller's own current consents when the order's address is theirs and confirmed; otherwise an empty list (another address's answers are never told) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              consents: {
                status: string;
                type: string;
                updated_at: string;
              }[];
              email: string;
              /** @description True when marketing answers wait for the address's confirmation mail */
              pending: boolean;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/orders/current": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's open cart in this storefront; 404 when there is none */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/products/{sku}/emissions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Carbon footprint of a quantity of a sku */
    get: {
      parameters: {
        query?: {
          product_quantity?: number;
          quantity?: number;
        };
        header?: never;
        path: {
          sku: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Emissions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              co2e_grams_per_piece: number;
              co2e_kg_total: number;
              quantity: number;
              sku: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/products/patterns": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ready-made designs for pre-printed products in a region */
    get: {
      parameters: {
        query?: {
          /** @description Region id or code; overrides the region header */
          region?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Patterns */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              patterns: {
                id: string;
                image: string;
                name: string;
                product_types: string[];
              }[];
              region: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/promotions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every discount code, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Discount codes */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              promotions: components["schemas"]["Promotion"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** Create a discount code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewPromotion"];
        };
      };
      responses: {
        /** @description The discount code */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Promotion"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Not an order manager */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The code exists already */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/quantity_options/{id}/select_for_order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Order the line in this quantity instead */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/quantity_options/{id}/toggle_visibility": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Show or hide a quantity option beside its line */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The order */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The order cannot change any more */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The line's box design is not the user's or not for its product (design_not_found) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/quote_requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request a quote (mode 0 = QR, 1 = Brief); the same idempotency_key again answers the first request */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewQuoteRequest"];
        };
      };
      responses: {
        /** @description The request made earlier with this idempotency_key */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              quote_request: components["schemas"]["QuoteRequest"];
            };
          };
        };
        /** @description The new request */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              quote_request: components["schemas"]["QuoteRequest"];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many quote requests in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/quote_requests/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's quote requests, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Quote requests */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              quote_requests: components["schemas"]["QuoteRequest"][];
            };
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/segment_sessions/append": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add answers to a segmentation session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            data: {
              [key: string]: string | number | boolean | null;
            };
            segmentation_token: string;
          };
        };
      };
      responses: {
        /** @description Added */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SegmentSession"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many calls from this address in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/segment_sessions/create": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a segmentation session; keep the token it answers with */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            anonymous_id?: string;
            /** @default {} */
            data?: {
              [key: string]: string | number | boolean | null;
            };
          };
        };
      };
      responses: {
        /** @description Started */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SegmentSession"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many calls from this address in a short time (rate_limited, details.retry_after_seconds) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/states": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** States of a country, for addresses that need one */
    get: {
      parameters: {
        query: {
          country_iso: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description States (empty for countries without) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              data: {
                attributes: {
                  abbr: string;
                  country_iso: string;
                  name: string;
                  supported: boolean;
                };
                id: number;
              }[];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/transactionlink/workflow_token": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A link to pay the order, to pass on to whoever pays it */
    get: {
      parameters: {
        query: {
          order_number: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The payment link */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              url: string;
              workflow_token: string;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register: the same answer whether or not the address has an account; the mailed link confirms it and signs in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["Registration"];
        };
      };
      responses: {
        /** @description A confirmation link (or, for a registered address, a sign-in hint) is mailed */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SignUpAnswer"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Already signed in to an account */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Too many registrations from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/users/{id}/addresses": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's addresses */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Addresses */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              addresses: components["schemas"]["Address"][];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    /** Add an address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["NewAddress"];
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Address"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/users/{id}/addresses/{addressId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an address */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          addressId: number;
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change an address */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          addressId: number;
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AddressChange"];
        };
      };
      responses: {
        /** @description Changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Address"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    trace?: never;
  };
  "/v2/users/{id}/contact_information": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set personal and company contact details */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContactInformation"];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["User"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/users/register_partner_key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remember the partner who referred the user; nothing happens without a key */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            partner_data: {
              partner_key?: string;
            };
          };
        };
      };
      responses: {
        /** @description Registered, or skipped without a key */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              registered: boolean;
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/users/save_last_used_location": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remember the country and zip code the user last looked at */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            country_iso: string;
            zip_code?: string;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["User"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/users/set_shipping_destination": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set where the user's orders ship to, for prices and delivery dates */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            country_iso: string;
            zip_code?: string;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["User"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v2/variants": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Variants by region, external PIM id and tax country, 100 a page */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          "q[external_pim_id_in][]"?: string[] | null;
          "q[region_eq]"?: string;
          tax_country_iso?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Variants */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              meta: {
                page: number;
                per_page: number;
                total_count: number;
                total_pages: number;
              };
              variants: {
                external_pim_id: string;
                id: number;
                product_type: string;
                region: string;
                size: {
                  height: number;
                  length: number;
                  unit: string;
                  width: number;
                };
                sku: string;
                tax_country_iso: string;
              }[];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/dynamic_prices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Volume prices for custom dimensions */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["DynamicPriceRequest"];
        };
      };
      responses: {
        /** @description Volume prices for the size */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              currency: string;
              product: string;
              size: string;
              vat_rate: number;
              volume_prices: {
                price: number;
                price_with_vat: number;
                range_start: number;
              }[];
            };
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/users/me/designs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a design made before signing in (design-token) to the signed-in account (access-token) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The API token of the signed-in user who takes the design */
          "access-token"?: string;
          /** @description The API token of the anonymous user who made the design */
          "design-token"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["BoxDesignAssignment"];
        };
      };
      responses: {
        /** @description The design */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["BoxDesign"];
          };
        };
        /** @description Bad input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Missing or rejected token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description The access token is an anonymous user's (account_required) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
        /** @description Nothing by that name */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorEnvelope"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Address: {
      city: string;
      company_name: string | null;
      country_iso: string;
      first_name: string;
      id: number;
      is_default: boolean;
      /** @enum {string} */
      kind: "delivery" | "billing";
      last_name: string;
      phone: string | null;
      state_id: number | null;
      street: string;
      zip_code: string;
    };
    AddressChange: {
      city?: string;
      company_name?: string | null;
      country_iso?: string;
      first_name?: string;
      is_default?: boolean;
      /** @enum {string} */
      kind?: "delivery" | "billing";
      last_name?: string;
      phone?: string | null;
      state_id?: number | null;
      street?: string;
      zip_code?: string;
    };
    AnalyticsEvent: {
      anonymous_id: string;
      created_at: string;
      id: number;
      kind: string;
      line_item_id: number | null;
      name: string;
      page: {
        path: string;
        referrer: string;
        title: string;
      } | null;
      properties: {
        [key: string]: unknown;
      };
      region: string;
      sent_at: string;
      user_id: number | null;
    };
    AnalyticsIdentify: {
      anonymous_id: string;
      message_id: string;
      /**
       * Format: date-time
       * @example 2025-03-01T10:00:00.000Z
       */
      sent_at: string;
      /** @default {} */
      traits?: {
        [key: string]: string | number | boolean | null;
      };
      user_id: string;
    };
    AnalyticsProductAddedConversion: {
      anonymous_id: string;
      line_item_id: number;
      message_id: string;
      /**
       * Format: date-time
       * @example 2025-03-01T10:00:00.000Z
       */
      sent_at: string;
    };
    AnalyticsTrack: {
      anonymous_id: string;
      /** @example Page Viewed */
      event: string;
      message_id: string;
      page?: {
        path: string;
        referrer: string;
        title: string;
      };
      /** @default {} */
      properties?: {
        [key: string]: string | number | boolean | null;
      };
      /**
       * Format: date-time
       * @example 2025-03-01T10:00:00.000Z
       */
      sent_at: string;
      /** @enum {string} */
      type: "track" | "page";
    };
    BoxDesign: components["schemas"]["BoxDesignSummary"] & {
      document: {
        [key: string]: unknown;
      };
      document_version: number;
      has_share_link?: boolean;
      shared: boolean;
      thumbnail_file_id?: string | null;
    };
    BoxDesignAssignment: {
      id: number;
    };
    BoxDesignChange: {
      box_design: {
        /**
         * Format: date-time
         * @description The updated_at the editor last read; a design changed since then is not overwritten (409 design_changed)
         */
        base_updated_at?: string;
        /** @enum {string} */
        design_status?: "draft" | "ready";
        /** @description A design document (lib/design), version 1 or 2 */
        document?: {
          [key: string]: unknown;
        };
        name?: string;
        quantity?: number | null;
        thumbnail_file_id?: string | null;
      };
    };
    BoxDesignConversion: {
      /** @description A design document (lib/design), version 1 or 2 */
      document?: {
        [key: string]: unknown;
      };
    };
    BoxDesignShareLink: {
      /** @description The url as an SVG QR code */
      qr_svg: string;
      share_token: string;
      url: string;
    };
    BoxDesignShareRequest: {
      /** Format: email */
      email?: string;
      /** @description Language tag or locale of the mail; the sender's language by default */
      locale?: string;
      message?: string;
    };
    BoxDesignSummary: {
      created_at: string;
      /** @enum {string} */
      design_status: "draft" | "ready";
      id: number;
      name: string;
      quantity: number | null;
      sku: string;
      thumbnail_url: string | null;
      updated_at: string;
    };
    Checkout: {
      card_provider: string;
      order: components["schemas"]["Order"];
      partially_supported_countries: string[];
      payment_methods: {
        /** @enum {string} */
        code: "card" | "check" | "paypal" | "p24" | "ideal" | "bancontact" | "eps" | "giropay" | "sofort" | "hokodo";
        id: number;
        /** @enum {string} */
        kind: "card" | "redirect" | "bank_transfer";
      }[];
      shipping_countries: string[];
      shipping_methods: {
        delivery_days: number;
        free_from: number | null;
        free_from_with_vat: number | null;
        method: string;
        pick_up_point: {
          city: string;
          maps_url: string;
          street: string;
          zip_code: string;
        } | null;
        price: number;
        /** @description The price with the order's VAT: what a storefront that shows gross prices states */
        price_with_vat: number;
        type: string;
      }[];
      steps: ("cart" | "address" | "delivery" | "payment" | "complete")[];
    };
    CheckoutPayment: {
      order: {
        payments_attributes: {
          payment_method_id: number | string;
          reject_payment_schedule?: boolean;
        }[];
      };
      payment_source?: {
        [key: string]: unknown;
      };
    };
    ClientApprovalFileset: {
      attributes: {
        created_at: string;
        email: string | null;
        files: {
          content_type: string;
          id: string;
          name: string;
          thumbnail_url: string | null;
          url: string;
        }[];
        note: string;
        order_number: string;
        review_reason: string | null;
        reviewed_at: string | null;
        /** @enum {string} */
        status: "pending" | "approved" | "changes_requested" | "superseded";
      };
      id: string;
      /** @enum {string} */
      type: "client_approval_fileset";
    };
    ClientApprovalReview: {
      data:
        | {
            code?: string;
            /** Format: email */
            email?: string;
            review_reason?: string | null;
            /** @enum {string} */
            status: "approved" | "changes_requested";
          }
        | {
            attributes: {
              code?: string;
              /** Format: email */
              email?: string;
              review_reason?: string | null;
              /** @enum {string} */
              status: "approved" | "changes_requested";
            };
            /** @enum {string} */
            type?: "client_approval_fileset";
          };
    };
    ClientError: {
      message: string;
      /** @example attribution */
      source: string;
      stack?: string;
      url?: string;
    };
    Company: {
      billing_address: {
        city: string;
        company_name?: string | null;
        country_iso: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        state_id?: number | null;
        street: string;
        zip_code: string;
      } | null;
      country_iso: string;
      created_at: string;
      currency: string;
      delivery_address: {
        city: string;
        company_name?: string | null;
        country_iso: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        state_id?: number | null;
        street: string;
        zip_code: string;
      } | null;
      id: number;
      invoice_email: string | null;
      invoice_reference: string | null;
      name: string;
      region: string;
      vat_id: string | null;
    };
    CompanyAddress: {
      city: string;
      company_name?: string | null;
      country_iso: string;
      first_name: string;
      last_name: string;
      phone?: string | null;
      state_id?: number | null;
      street: string;
      zip_code: string;
    } | null;
    CompanyAnswer: {
      company: components["schemas"]["Company"];
      membership: components["schemas"]["CompanyMembership"];
    };
    CompanyChange: {
      billing_address?: components["schemas"]["CompanyAddress"];
      country_iso?: string;
      delivery_address?: components["schemas"]["CompanyAddress"];
      /** Format: email */
      invoice_email?: string | null;
      invoice_reference?: string | null;
      name?: string;
      vat_id?: string | null;
    };
    CompanyInvitation: {
      created_at: string;
      email: string;
      expires_at: string;
      id: number;
      /** @enum {string} */
      role: "buyer" | "approver" | "admin";
      spending_limit: number | null;
    };
    CompanyInvitationAcceptance: {
      first_name?: string | null;
      last_name?: string | null;
      password?: string;
      token: string;
    };
    CompanyInvitationAccepted: {
      company: components["schemas"]["Company"];
      membership: components["schemas"]["CompanyMembership"];
      session: components["schemas"]["Session"] & (Record<string, never> | null);
    };
    CompanyInvitationPreview: {
      account_exists: boolean;
      company_name: string;
      email: string;
      expires_at: string;
      /** @enum {string} */
      role: "buyer" | "approver" | "admin";
    };
    CompanyInvitationToken: {
      token: string;
    };
    CompanyMember: {
      email: string;
      first_name: string | null;
      id: number;
      joined_at: string;
      last_name: string | null;
      /** @enum {string} */
      role: "buyer" | "approver" | "admin";
      spending_limit: number | null;
    };
    CompanyMemberChange: {
      /** @enum {string} */
      role?: "buyer" | "approver" | "admin";
      /** @description Minor units of the company's currency; null means no limit */
      spending_limit?: number | null;
    };
    CompanyMembership: {
      id: number;
      /** @enum {string} */
      role: "buyer" | "approver" | "admin";
      spending_limit: number | null;
    };
    CompanyOrder: {
      buyer_email: string;
      order: components["schemas"]["Order"];
    };
    CompanyQuoteRequest: {
      created_at: string;
      email: string;
      number: string;
      product_slug: string | null;
      quantity: number | null;
      state: string;
    };
    ContactInformation: {
      company_name?: string | null;
      /** @enum {string} */
      customer_type?: "b2b" | "b2c";
      first_name?: string;
      last_name?: string;
      phone?: string;
      vat_id?: string | null;
    };
    ContactMessageReceived: {
      /** @enum {boolean} */
      received: true;
    };
    DesktopReminder: {
      /** @description The caller's design in progress: the mailed link opens it (ADR 0042); without it the link opens a new design of the sku */
      design_id?: number;
      /** Format: email */
      email: string;
      locale: string;
      quantity: number;
      sku: string;
    };
    DynamicPriceRequest: {
      extras?: string;
      height: number;
      length: number;
      product: string;
      width: number;
    };
    ErrorEnvelope: {
      error: {
        /** @example invalid_request */
        code: string;
        /** @description What exactly was wrong, when there is more to say */
        details?: unknown;
        /** @example The request is not valid */
        message: string;
      };
    };
    FirstTouch: {
      campaign?: string;
      clientId?: string;
      content?: string;
      medium?: string;
      source?: string;
      term?: string;
      type?: string;
    };
    Health: {
      database: {
        /** @enum {string} */
        driver: "pglite" | "postgres";
        latencyMs: number | null;
        migrations: number | null;
        /** @enum {string} */
        status: "up" | "down";
      };
      /** @enum {string} */
      status: "ok";
    };
    HealthUnavailable: {
      database: {
        /** @enum {string} */
        driver: "pglite" | "postgres";
        latencyMs: number | null;
        migrations: number | null;
        /** @enum {string} */
        status: "up" | "down";
      };
      error: {
        /** @example invalid_request */
        code: string;
        /** @description What exactly was wrong, when there is more to say */
        details?: unknown;
        /** @example The request is not valid */
        message: string;
      };
      /** @enum {string} */
      status: "unavailable";
    };
    InstantQuote: {
      currency: string;
      id: number;
      item_total: number;
      item_total_with_vat: number;
      line_items: {
        quantity: number;
        sku: string;
        total: number;
        total_with_vat: number;
        unit_price: number;
        unit_price_with_vat: number;
      }[];
      offer_token: string | null;
      /**
       * @description How the storefront shows prices: the figure to show and the words to label it with, as on its product pages
       * @enum {string}
       */
      price_display: "gross" | "net-plus-vat" | "no-vat";
      region: string;
      valid_until: string;
      /** @description The storefront's VAT rate for a buyer in its own country */
      vat_rate: number;
    };
    LineItem: {
      box_design: {
        design_status: string;
        id: number;
      } | null;
      box_design_id: number | null;
      bundle_id: number | null;
      /** @description What the custom offer said about the line (its notes), as the buyer accepted it; null for other lines */
      description: string | null;
      express_delivery_option_id: string | null;
      /** @description The price was agreed in an offer: it and the quantity cannot change */
      fixed_price: boolean;
      id: number;
      /** @enum {string} */
      kind: "product" | "service" | "expert_check" | "trees";
      /** @description The name a custom offer gave the line */
      name: string | null;
      /** @description The offer line this line was accepted from; ordering it again goes through v2/offer_line_items/{id}/order_again */
      offer_line_item_id: number | null;
      options: {
        [key: string]: string | boolean;
      };
      paid_assets: {
        asset_type: string;
      }[];
      parent_id: number | null;
      price: number;
      /** @description The buyer's company price list that priced the line (a negotiated price, docs/adr/0056-negotiated-price-lists.md); null for the public price */
      price_list_id: number | null;
      /** @description One piece's price with VAT at the order's rate: for information, never multiplied */
      price_with_vat: number;
      product: {
        id: number;
        name: string;
        slug: string;
      } | null;
      purchase_trigger: string | null;
      quantity: number;
      quantity_options: {
        id: number;
        price: number;
        quantity: number;
        total: number;
        visible: boolean;
      }[];
      /** @description The product types of a custom sample pack */
      samples: string[] | null;
      service_name: string | null;
      skipped_design: boolean;
      sku: string | null;
      thumbnail: string | null;
      total: number;
      /** @description total + vat: what the line costs with VAT */
      total_with_vat: number;
      variant: {
        external_pim_sku: string;
        id: number;
        name: string;
        sku: string;
      } | null;
      variant_id: number | null;
      /** @description The line's VAT at the order's rate, rounded on the line (docs/adr/0019-one-price-rule.md) */
      vat: number;
    };
    LineItemChange: {
      box_design_id?: number | null;
      express_delivery_option_id?: string | null;
      options?: {
        /** @enum {string} */
        finish?: "foil-none" | "foil-glossy" | "foil-matte" | "sleeve-white" | "sleeve-kraft" | "single-strip" | "double-strip";
        /** @enum {string} */
        material?:
          | "cardboard-white-one-side"
          | "cardboard-white-two-sides"
          | "cardboard-white"
          | "cardboard-coated"
          | "cardboard-coated-white-inside"
          | "cardboard-natural-white-inside"
          | "cardboard-natural"
          | "cardboard-cardstock";
        /** @enum {string} */
        print_mode?:
          | "print-color-budget"
          | "print-color-hd"
          | "print-eco-color"
          | "print-eco-color-with-print-inside"
          | "print-monochrome"
          | "print-monochrome-with-print-inside"
          | "print-monochrome-white"
          | "print-monochrome-white-with-print-inside"
          | "no-print"
          | "print-indigo-color"
          | "print-indigo-color-with-inside";
        /** @enum {string} */
        print_quality?: "standard" | "hd-plus" | "hd-plus-glossy";
      };
      paid_assets?: "service-fsc-certificate"[];
      quantity?: number;
    };
    LineQuote: {
      currency: string;
      /** @description The same configuration at each quantity step the product is sold in, priced the same way */
      ladder: {
        quantity: number;
        total: number;
        total_with_vat: number;
        unit_price: number;
        unit_price_with_vat: number;
        vat: number;
      }[];
      /** @enum {string} */
      price_display: "gross" | "net-plus-vat" | "no-vat";
      /** @description The signed-in buyer's company price list that priced the line (docs/adr/0056-negotiated-price-lists.md); null for the public price. An answer with one is never cached publicly. */
      price_list: {
        id: number;
        name: string;
        valid_to: string | null;
      } | null;
      quantity: number;
      sku: string;
      tier_start: number;
      total: number;
      total_with_vat: number;
      unit_price: number;
      unit_price_with_vat: number;
      vat: number;
      vat_rate: number;
    };
    ManagedCompany: {
      country_iso: string;
      currency: string;
      id: number;
      members_count: number;
      name: string;
      region: string;
      vat_id: string | null;
    };
    NegotiatedPriceList: {
      company_id: number;
      currency: string;
      entries: {
        discount_basis_points: number | null;
        id: number;
        ladder: components["schemas"]["NegotiatedTier"][] | null;
        product: string;
        size_code: string | null;
      }[];
      id: number;
      name: string;
      updated_at: string;
      valid_from: string;
      valid_to: string | null;
    };
    NegotiatedTier: {
      /** @description Net price of one piece from range_start on, minor units */
      price: number;
      range_start: number;
    };
    NewAddress: {
      city: string;
      company_name?: string | null;
      country_iso: string;
      first_name: string;
      is_default?: boolean;
      /** @enum {string} */
      kind?: "delivery" | "billing";
      last_name: string;
      phone?: string | null;
      state_id?: number | null;
      street: string;
      zip_code: string;
    };
    NewBoxDesign: {
      box_design: {
        /** @description A design document (lib/design), version 1 or 2 */
        document?: {
          [key: string]: unknown;
        };
        name?: string;
        quantity?: number;
        resume_draft?: boolean;
        sku: string;
      };
    };
    NewCompany: {
      billing_address?: components["schemas"]["CompanyAddress"];
      country_iso: string;
      delivery_address?: components["schemas"]["CompanyAddress"];
      /** Format: email */
      invoice_email?: string | null;
      invoice_reference?: string | null;
      name: string;
      vat_id?: string | null;
    };
    NewCompanyInvitation: {
      /** Format: email */
      email: string;
      /** @enum {string} */
      role: "buyer" | "approver" | "admin";
      /** @description Minor units of the company's currency; null means no limit */
      spending_limit?: number | null;
    };
    NewContactMessage: {
      company?: string | null;
      /** Format: email */
      email: string;
      file_ids?: string[];
      /** @enum {string} */
      locale?: "cs-CZ" | "de-DE" | "en-US" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-PT" | "sv-SE" | "ro-RO" | "nl-NL";
      message: string;
      name: string;
      subject: string;
      /** @description The honeypot: left empty by people. Filled, the message is answered as received and dropped. */
      website?: string;
    };
    NewInstantQuote: {
      line_items: {
        options?: {
          finish?: string;
          material?: string;
          print_mode?: string;
          print_quality?: string;
        };
        quantity: number;
        sku: string;
      }[];
    };
    NewLineItem: {
      box_design_id?: number | null;
      express_delivery_option_id?: string | null;
      options?: {
        /** @enum {string} */
        finish?: "foil-none" | "foil-glossy" | "foil-matte" | "sleeve-white" | "sleeve-kraft" | "single-strip" | "double-strip";
        /** @enum {string} */
        material?:
          | "cardboard-white-one-side"
          | "cardboard-white-two-sides"
          | "cardboard-white"
          | "cardboard-coated"
          | "cardboard-coated-white-inside"
          | "cardboard-natural-white-inside"
          | "cardboard-natural"
          | "cardboard-cardstock";
        /** @enum {string} */
        print_mode?:
          | "print-color-budget"
          | "print-color-hd"
          | "print-eco-color"
          | "print-eco-color-with-print-inside"
          | "print-monochrome"
          | "print-monochrome-with-print-inside"
          | "print-monochrome-white"
          | "print-monochrome-white-with-print-inside"
          | "no-print"
          | "print-indigo-color"
          | "print-indigo-color-with-inside";
        /** @enum {string} */
        print_quality?: "standard" | "hd-plus" | "hd-plus-glossy";
      };
      paid_assets?: "service-fsc-certificate"[];
      purchase_trigger?: string | null;
      quantity?: number;
      /** @enum {string} */
      service_name?: "warranty";
      sku?: string;
      variant_id?: number;
    };
    NewOffer: {
      /** Format: email */
      email: string;
      line_items?: {
        box_design_id?: number | null;
        description?: string;
        name?: string;
        options?: {
          /** @enum {string} */
          finish?: "foil-none" | "foil-glossy" | "foil-matte" | "sleeve-white" | "sleeve-kraft" | "single-strip" | "double-strip";
          /** @enum {string} */
          material?:
            | "cardboard-white-one-side"
            | "cardboard-white-two-sides"
            | "cardboard-white"
            | "cardboard-coated"
            | "cardboard-coated-white-inside"
            | "cardboard-natural-white-inside"
            | "cardboard-natural"
            | "cardboard-cardstock";
          /** @enum {string} */
          print_mode?:
            | "print-color-budget"
            | "print-color-hd"
            | "print-eco-color"
            | "print-eco-color-with-print-inside"
            | "print-monochrome"
            | "print-monochrome-with-print-inside"
            | "print-monochrome-white"
            | "print-monochrome-white-with-print-inside"
            | "no-print"
            | "print-indigo-color"
            | "print-indigo-color-with-inside";
          /** @enum {string} */
          print_quality?: "standard" | "hd-plus" | "hd-plus-glossy";
        };
        quantity: number;
        sku: string;
        unit_price: number;
      }[];
      /** @enum {string} */
      locale?: "cs-CZ" | "de-DE" | "en-US" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-PT" | "sv-SE" | "ro-RO" | "nl-NL";
      message?: string;
      quote_request_id?: number;
      /** @enum {string} */
      region: "cz" | "de" | "es" | "eu" | "fr" | "gb" | "it" | "nl" | "pl" | "ro" | "sv" | "us" | "at" | "ch" | "no";
      valid_until: string;
    };
    NewOfferLine: {
      box_design_id?: number | null;
      description?: string;
      name?: string;
      offer_id: number;
      options?: {
        /** @enum {string} */
        finish?: "foil-none" | "foil-glossy" | "foil-matte" | "sleeve-white" | "sleeve-kraft" | "single-strip" | "double-strip";
        /** @enum {string} */
        material?:
          | "cardboard-white-one-side"
          | "cardboard-white-two-sides"
          | "cardboard-white"
          | "cardboard-coated"
          | "cardboard-coated-white-inside"
          | "cardboard-natural-white-inside"
          | "cardboard-natural"
          | "cardboard-cardstock";
        /** @enum {string} */
        print_mode?:
          | "print-color-budget"
          | "print-color-hd"
          | "print-eco-color"
          | "print-eco-color-with-print-inside"
          | "print-monochrome"
          | "print-monochrome-with-print-inside"
          | "print-monochrome-white"
          | "print-monochrome-white-with-print-inside"
          | "no-print"
          | "print-indigo-color"
          | "print-indigo-color-with-inside";
        /** @enum {string} */
        print_quality?: "standard" | "hd-plus" | "hd-plus-glossy";
      };
      quantity: number;
      sku: string;
      unit_price: number;
    };
    NewOrder: {
      /** @enum {string} */
      currency?: "EUR" | "PLN" | "GBP" | "RON" | "SEK" | "USD";
    };
    NewPromotion: {
      amount: number;
      code: string;
      /** @enum {string} */
      currency?: "EUR" | "PLN" | "GBP" | "RON" | "SEK" | "USD";
      /** Format: date-time */
      expires_at?: string;
      /** @enum {string} */
      kind: "percent" | "fixed";
      min_item_total_eur?: number;
      /** Format: date-time */
      starts_at?: string;
      usage_limit?: number;
    };
    NewPurchaseApproval: {
      order_number: string;
    };
    NewQuoteRequest: {
      company_name?: string | null;
      details?: {
        [key: string]: string;
      };
      dimensions?: string | null;
      /** Format: email */
      email: string;
      file_ids?: string[];
      idempotency_key: string;
      /** @enum {string} */
      locale?: "cs-CZ" | "de-DE" | "en-US" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-PT" | "sv-SE" | "ro-RO" | "nl-NL";
      message?: string;
      /** @description 0 = QR (a quick request), 1 = Brief */
      mode: 0 | 1;
      name: string;
      phone?: string | null;
      product_slug?: string | null;
      quantity?: number | null;
    };
    NewsletterSignup: {
      /** Format: email */
      email: string;
      /** @enum {string} */
      locale?: "cs-CZ" | "de-DE" | "en-US" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-PT" | "sv-SE" | "ro-RO" | "nl-NL";
      /** @description The marketing consent, granted or declined */
      marketing: boolean;
      /**
       * @description The newsletter consent; signing up means granting it
       * @enum {boolean}
       */
      newsletter: true;
      /** @description The honeypot: left empty by people */
      website?: string;
    };
    Offer: components["schemas"]["PublicOffer"] & {
      /** @description Who accepted the offer; addressee is false when a colleague on the buyer's company domain did */
      accepted_by: {
        addressee: boolean;
        email: string;
        id: number;
        name: string;
      } | null;
      events: {
        created_at: string;
        name: string;
      }[];
    };
    OfferAcceptance: {
      line_item_ids: number[];
      token?: string;
    };
    OfferChange: {
      /** Format: email */
      email?: string;
      /** @enum {string} */
      locale?: "cs-CZ" | "de-DE" | "en-US" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-PT" | "sv-SE" | "ro-RO" | "nl-NL";
      message?: string;
      /** @enum {string} */
      region?: "cz" | "de" | "es" | "eu" | "fr" | "gb" | "it" | "nl" | "pl" | "ro" | "sv" | "us" | "at" | "ch" | "no";
      valid_until?: string;
    };
    OfferLine: {
      box_design_id: number | null;
      description: string;
      id: number;
      name: string;
      /** @description The line's material, print mode, finish and print quality; with the sku, what the order line is made as */
      options: {
        /** @enum {string} */
        finish?: "foil-none" | "foil-glossy" | "foil-matte" | "sleeve-white" | "sleeve-kraft" | "single-strip" | "double-strip";
        /** @enum {string} */
        material?:
          | "cardboard-white-one-side"
          | "cardboard-white-two-sides"
          | "cardboard-white"
          | "cardboard-coated"
          | "cardboard-coated-white-inside"
          | "cardboard-natural-white-inside"
          | "cardboard-natural"
          | "cardboard-cardstock";
        /** @enum {string} */
        print_mode?:
          | "print-color-budget"
          | "print-color-hd"
          | "print-eco-color"
          | "print-eco-color-with-print-inside"
          | "print-monochrome"
          | "print-monochrome-with-print-inside"
          | "print-monochrome-white"
          | "print-monochrome-white-with-print-inside"
          | "no-print"
          | "print-indigo-color"
          | "print-indigo-color-with-inside";
        /** @enum {string} */
        print_quality?: "standard" | "hd-plus" | "hd-plus-glossy";
      };
      quantity: number;
      sku: string;
      total: number;
      total_with_vat: number;
      unit_price: number;
      unit_price_with_vat: number;
    };
    OfferLineChange: {
      box_design_id?: number | null;
      description?: string;
      name?: string;
      options?: {
        /** @enum {string} */
        finish?: "foil-none" | "foil-glossy" | "foil-matte" | "sleeve-white" | "sleeve-kraft" | "single-strip" | "double-strip";
        /** @enum {string} */
        material?:
          | "cardboard-white-one-side"
          | "cardboard-white-two-sides"
          | "cardboard-white"
          | "cardboard-coated"
          | "cardboard-coated-white-inside"
          | "cardboard-natural-white-inside"
          | "cardboard-natural"
          | "cardboard-cardstock";
        /** @enum {string} */
        print_mode?:
          | "print-color-budget"
          | "print-color-hd"
          | "print-eco-color"
          | "print-eco-color-with-print-inside"
          | "print-monochrome"
          | "print-monochrome-with-print-inside"
          | "print-monochrome-white"
          | "print-monochrome-white-with-print-inside"
          | "no-print"
          | "print-indigo-color"
          | "print-indigo-color-with-inside";
        /** @enum {string} */
        print_quality?: "standard" | "hd-plus" | "hd-plus-glossy";
      };
      quantity?: number;
      sku?: string;
      unit_price?: number;
    };
    Order: {
      amount_due: number;
      amount_paid: number;
      approval: {
        /** @enum {string} */
        status: "pending" | "approved" | "changes_requested";
        uuid: string;
      } | null;
      bank_details: {
        account_holder: string;
        account_number: string | null;
        amount: number;
        bank_name: string;
        bic: string;
        currency: string;
        iban: string;
        reference: string;
        sort_code: string | null;
      } | null;
      bill_address: {
        city: string;
        company_name?: string | null;
        country_iso: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        state_id?: number | null;
        street: string;
        zip_code: string;
      } | null;
      bill_country_iso: string | null;
      channel: string;
      completed_at: string | null;
      created_at: string;
      currency: string;
      customer_type: string;
      /** @description Customs surcharge of a delivery to ch or no, its own line; part of total */
      customs_total: number;
      /** @description customs_total with its VAT at vat_rate, rounded on the customs */
      customs_total_with_vat: number;
      email: string | null;
      id: number;
      /** @description The buyer's reference printed on the invoice; a company member's order starts with the company's (ADR 0057) */
      invoice_reference: string | null;
      invoice_type: string;
      item_count: number;
      item_total: number;
      /** @description The lines' total_with_vat added: item_total with its VAT, as gross storefronts show it */
      item_total_with_vat: number;
      line_items: components["schemas"]["LineItem"][];
      number: string;
      order_manager: {
        avatar: string | null;
        email: string;
        name: string;
      } | null;
      payment_schedule: {
        id: number;
        installments: {
          amount: number;
          due_date: string;
          id: number;
          paid: boolean;
          position: number;
        }[];
        order_number: string;
        total: number;
      } | null;
      /** @enum {string} */
      payment_state: "OK" | "WAITING" | "DELAYED" | "FAILED" | "NOT_STARTED";
      payments: {
        amount: number;
        created_at: string;
        failure_code: string | null;
        id: number;
        method: string;
        status: string;
      }[];
      /**
       * @description How the storefront shows amounts: with VAT (gross), net with VAT added on top, or without VAT
       * @enum {string}
       */
      price_display: "gross" | "net-plus-vat" | "no-vat";
      promo_code: string | null;
      promo_total: number;
      /** @description promo_total (negative or 0) with its VAT at vat_rate, rounded on the discount. The four *_with_vat figures add up to total; the net four plus tax_total do too */
      promo_total_with_vat: number;
      promotion_amount: number;
      /**
       * @description Where the production files stand (awaiting_files, in_review, awaiting_approval, changes_requested, approved, in_production)
       * @enum {string|null}
       */
      qa_state: "awaiting_files" | "in_review" | "awaiting_approval" | "changes_requested" | "approved" | "in_production" | null;
      region: string;
      /** @description Sold under the EU's reverse charge: no VAT charged, the buyer accounts for it */
      reverse_charge: boolean;
      ship_address: {
        city: string;
        company_name?: string | null;
        country_iso: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        state_id?: number | null;
        street: string;
        zip_code: string;
      } | null;
      ship_country_iso: string | null;
      /** @description Delivery only; customs are customs_total */
      ship_total: number;
      /** @description ship_total with its VAT at vat_rate, rounded on the shipping */
      ship_total_with_vat: number;
      shipment_type: string | null;
      /** @enum {string} */
      state: "cart" | "address" | "delivery" | "payment" | "complete" | "canceled";
      tax_total: number;
      total: number;
      /** @description Which VAT registry confirmed vat_id and when; null while unconfirmed */
      vat_check: {
        checked_at: string | null;
        /** @enum {string} */
        source: "vies" | "checksum";
      } | null;
      vat_id: string | null;
      /** @description The VAT rate in percent the order is charged at, for its delivery country and buyer */
      vat_rate: number;
    };
    OrderChange: {
      order: {
        bill_address?: {
          city: string;
          company_name?: string | null;
          country_iso: string;
          first_name: string;
          last_name: string;
          phone?: string | null;
          state_id?: number | null;
          street: string;
          zip_code: string;
        };
        /** @enum {string} */
        customer_type?: "b2b" | "b2c";
        /** Format: email */
        email?: string;
        invoice_reference?: string | null;
        /** @enum {string} */
        invoice_type?: "proforma" | "normal";
        ship_address?: {
          city: string;
          company_name?: string | null;
          country_iso: string;
          first_name: string;
          last_name: string;
          phone?: string | null;
          state_id?: number | null;
          street: string;
          zip_code: string;
        };
        shipment_type?: string | null;
        vat_id?: string | null;
      };
    };
    PaymentPlans: {
      currency: string;
      minimum_total: number;
      order_number: string;
      plans: {
        id: string;
        installments: {
          amount: number;
          due_date: string;
        }[];
        installments_count: number;
      }[];
      total: number;
      /** @enum {string|null} */
      unavailable_reason: "sign_in_required" | "email_not_confirmed" | "business_only" | "company_required" | "below_minimum" | "order_placed" | null;
    };
    PaymentResult: {
      client_secret: string;
      next_action_url: string | null;
      order: components["schemas"]["Order"];
      payment_intent_id: string;
      status: string;
    };
    PaymentSchedule: {
      id: number;
      installments: {
        amount: number;
        due_date: string;
        id: number;
        paid: boolean;
        position: number;
      }[];
      order_number: string;
      total: number;
    };
    PriceAdjustment: {
      basis_points: number;
      changed_at: string;
      changed_by: number | null;
      product: string;
    };
    PriceAdjustmentChange: {
      basis_points: number;
    };
    PriceList: {
      currency: string;
      options: {
        express: boolean;
        finish: string | null;
        material: string | null;
        printMode: string;
        printQuality: string;
      };
      /** @enum {string} */
      price_display: "gross" | "net-plus-vat" | "no-vat";
      product: string;
      region: string;
      tax_country_iso: string;
      variants: {
        external_pim_id: string;
        product_size: string;
        sku: string;
        variant_id: number;
        volume_prices: {
          price: number;
          price_with_vat: number;
          range_start: number;
        }[];
      }[];
      vat_rate: number;
    };
    PriceListEntryInput: {
      /** @description A discount on the public ladder's piece prices, in basis points (1 to 9000) */
      discount_basis_points?: number | null;
      /** @description Fixed net piece prices by range_start, ascending, the first at the product's first quantity step */
      ladder?: components["schemas"]["NegotiatedTier"][] | null;
      /** @description A product type slug */
      product: string;
      /** @description A catalogue or custom size code; null for every size of the product */
      size_code: string | null;
    };
    PriceListInput: {
      /** @description Must be the company's currency; the company's when left out */
      currency?: string;
      entries: components["schemas"]["PriceListEntryInput"][];
      name: string;
      /** @description First shop's day the list applies (Europe/Warsaw) */
      valid_from: string;
      /** @description Last shop's day the list applies, included; null for no end */
      valid_to: string | null;
    };
    Product: {
      categories: string[];
      designless: boolean;
      id: number;
      options: {
        express_production: boolean;
        finishes: string[];
        materials: string[];
        print_modes: string[];
        print_qualities: string[];
      };
      sku_model: string | null;
      slug: string;
      translatedName: {
        [key: string]: string;
      };
      variants: {
        external_pim_id: string;
        id: number;
        key_visual_image: string;
        name: string;
        product_type: string;
        size: {
          height: number;
          height_mm: number;
          length: number;
          length_mm: number;
          unit: string;
          width: number;
          width_mm: number;
        };
        /** @enum {string} */
        size_type: "internal";
        sku: string;
      }[];
    };
    ProfileUpdate: {
      company_name?: string | null;
      /** @enum {string} */
      customer_type?: "b2b" | "b2c";
      first_name?: string | null;
      last_name?: string | null;
      locale?: string;
      phone?: string | null;
      survey?: {
        boxwright_the_only_supplier?: string;
        company_size_employees?: string;
        customer_best_description?: string;
        customer_coming_from?: string;
        industry_v2?: string;
        packaging_cost_yearly?: string;
        packaging_volume_monthly?: string;
        role?: string;
      };
      vat_id?: string | null;
    };
    Promotion: {
      amount: number;
      code: string;
      currency: string | null;
      expires_at: string | null;
      id: number;
      /** @enum {string} */
      kind: "percent" | "fixed";
      min_item_total_eur: number | null;
      starts_at: string | null;
      usage_limit: number | null;
      used_count: number;
    };
    PublicOffer: {
      accepted_at: string | null;
      created_at: string;
      currency: string;
      email: string;
      expired: boolean;
      id: number;
      item_total: number;
      item_total_with_vat: number;
      line_items: components["schemas"]["OfferLine"][];
      locale: string;
      message: string;
      order_manager: {
        avatar: string | null;
        email: string;
        name: string;
      } | null;
      order_number: string | null;
      /** @enum {string} */
      price_display: "gross" | "net-plus-vat" | "no-vat";
      qr_number: string | null;
      qr_svg: string;
      region: string;
      sent_at: string | null;
      /** @enum {string} */
      state: "draft" | "sent" | "viewed" | "accepted" | "expired" | "withdrawn";
      token: string;
      url: string;
      valid_until: string;
      /** @description The storefront's VAT rate for a buyer in its own country; the order's may differ (reverse charge, another country) */
      vat_rate: number;
      viewed_at: string | null;
    };
    PurchaseApproval: {
      created_at: string;
      currency: string;
      decided_at: string | null;
      id: number;
      order_number: string;
      reason: string | null;
      requested_by: {
        email: string;
        first_name: string | null;
        last_name: string | null;
      };
      /** @enum {string} */
      state: "pending" | "approved" | "rejected" | "canceled";
      total: number;
    };
    PurchaseApprovalDecision: {
      /** @description The code of the approver's mail link; without it the caller must be signed in */
      code?: string;
      /** @enum {string} */
      decision: "approve" | "reject";
      reason?: string | null;
    };
    PurchaseApprovalDetail: components["schemas"]["PurchaseApproval"] & {
      /** @description Whether the caller (or the link's approver) may approve or reject it now */
      may_decide: boolean;
      order: components["schemas"]["PurchaseApprovalOrder"];
    };
    /** @description What is being bought: the order as it stands now */
    PurchaseApprovalOrder: {
      bill_address: {
        city: string;
        company_name?: string | null;
        country_iso: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        state_id?: number | null;
        street: string;
        zip_code: string;
      } | null;
      created_at: string;
      currency: string;
      customer_type: string;
      /** @description Customs surcharge of a delivery to ch or no, its own line; part of total */
      customs_total: number;
      /** @description customs_total with its VAT at vat_rate, rounded on the customs */
      customs_total_with_vat: number;
      item_total: number;
      /** @description The lines' total_with_vat added: item_total with its VAT, as gross storefronts show it */
      item_total_with_vat: number;
      line_items: components["schemas"]["LineItem"][];
      number: string;
      /**
       * @description How the storefront shows amounts: with VAT (gross), net with VAT added on top, or without VAT
       * @enum {string}
       */
      price_display: "gross" | "net-plus-vat" | "no-vat";
      promo_code: string | null;
      promo_total: number;
      /** @description promo_total (negative or 0) with its VAT at vat_rate, rounded on the discount. The four *_with_vat figures add up to total; the net four plus tax_total do too */
      promo_total_with_vat: number;
      region: string;
      /** @description Sold under the EU's reverse charge: no VAT charged, the buyer accounts for it */
      reverse_charge: boolean;
      ship_address: {
        city: string;
        company_name?: string | null;
        country_iso: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        state_id?: number | null;
        street: string;
        zip_code: string;
      } | null;
      /** @description Delivery only; customs are customs_total */
      ship_total: number;
      /** @description ship_total with its VAT at vat_rate, rounded on the shipping */
      ship_total_with_vat: number;
      shipment_type: string | null;
      /** @enum {string} */
      state: "cart" | "address" | "delivery" | "payment" | "complete" | "canceled";
      tax_total: number;
      total: number;
      vat_id: string | null;
      /** @description The VAT rate in percent the order is charged at, for its delivery country and buyer */
      vat_rate: number;
    };
    QaComment: {
      author: {
        email: string;
        name: string;
      } | null;
      body: string;
      created_at: string;
      id: number;
    };
    QaStateChange: {
      author: {
        email: string;
        name: string;
      } | null;
      created_at: string;
      /** @enum {string|null} */
      from_state: "awaiting_files" | "in_review" | "awaiting_approval" | "changes_requested" | "approved" | "in_production" | null;
      id: number;
      note: string;
      /** @enum {string} */
      to_state: "awaiting_files" | "in_review" | "awaiting_approval" | "changes_requested" | "approved" | "in_production";
    };
    QuoteRequest: {
      company_name: string | null;
      created_at: string;
      details: {
        [key: string]: string;
      };
      dimensions: string | null;
      email: string;
      files: {
        byte_size: number;
        content_type: string;
        id: string;
        name: string;
        url: string;
      }[];
      id: number;
      /** @enum {string} */
      locale: "cs-CZ" | "de-DE" | "en-US" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-PT" | "sv-SE" | "ro-RO" | "nl-NL";
      manager: {
        avatar: string | null;
        email: string;
        name: string;
      } | null;
      message: string;
      /** @description 0 = QR (a quick request), 1 = Brief */
      mode: 0 | 1;
      name: string;
      number: string;
      offers: {
        /** @enum {string} */
        state: "draft" | "sent" | "viewed" | "accepted" | "expired" | "withdrawn";
        token: string;
        url: string;
        valid_until: string;
      }[];
      phone: string | null;
      product_slug: string | null;
      quantity: number | null;
      /** @enum {string} */
      region: "cz" | "de" | "es" | "eu" | "fr" | "gb" | "it" | "nl" | "pl" | "ro" | "sv" | "us" | "at" | "ch" | "no";
      /** @enum {string} */
      state: "new" | "in_progress" | "offered" | "closed";
    };
    Registration: {
      company_name?: string;
      consents?: {
        /** @enum {string} */
        status: "granted" | "declined";
        /** @enum {string} */
        type: "terms_and_conditions_and_privacy_policy" | "terms_and_conditions_plus" | "marketing" | "newsletter" | "envelope" | "instant_service";
      }[];
      /**
       * @default b2c
       * @enum {string}
       */
      customer_type?: "b2b" | "b2c";
      /** Format: email */
      email: string;
      first_name?: string;
      last_name?: string;
      locale?: string;
      password: string;
    };
    ResumedBoxDesign: components["schemas"]["BoxDesign"] & {
      /** @enum {boolean} */
      resumed: true;
    };
    SamplePackOrder: {
      /**
       * @description 1 to 6 distinct product type slugs of this storefront
       * @example [
       *       "mailer-box-eco",
       *       "product-box"
       *     ]
       */
      samples: string[];
      /** @example sample-packs-300x220x100 */
      sku: string;
      /**
       * @description The pack's layout; 1 is the only one so far
       * @example 1
       */
      version: number;
    };
    SegmentSession: {
      data: {
        [key: string]: string | number | boolean | null;
      };
      segmentation_token: string;
    };
    Session: {
      token: string;
      user: components["schemas"]["User"];
    };
    SignIn: {
      /** Format: email */
      email: string;
      password: string;
    };
    SignUpAnswer: {
      email: string;
      /** @enum {string} */
      status: "confirmation_sent";
    };
    UploadedFile: {
      byte_size: number;
      /** @description Distinct colours; counting stops at 10000 */
      colours: number | null;
      /** @description The file has more colours than `colours` says */
      colours_more_than: boolean;
      /** @description The type found in the content, whatever the name said */
      content_type: string;
      created_at: string;
      height: number | null;
      id: string;
      original_name: string;
      /** @enum {string} */
      purpose: "design" | "dieline" | "quote" | "contact" | "approval";
      /** @description Variant name to the URL of its bytes */
      variants: {
        [key: string]: string;
      };
      width: number | null;
    };
    User: {
      anonymous: boolean;
      company_name: string | null;
      confirmed: boolean;
      created_at: string;
      /** @enum {string} */
      customer_type: "b2b" | "b2c";
      email: string | null;
      first_name: string | null;
      id: number;
      last_name: string | null;
      last_used_location: {
        country_iso: string;
        zip_code: string | null;
      } | null;
      locale: string;
      manager: boolean;
      phone: string | null;
      region: string;
      shipping_destination: {
        country_iso: string;
        zip_code: string | null;
      } | null;
      survey: {
        [key: string]: string;
      };
      vat_id: string | null;
    };
    VatCheck: {
      country_iso: string;
      message: string | null;
      normalized: string | null;
      /** @enum {string|null} */
      reason: "required" | "format" | "checksum" | "country_mismatch" | "unsupported_country" | "not_registered" | null;
      /** @description The VAT registry's answer, when it was asked and answered */
      registry: {
        address: string | null;
        checked_at: string;
        name: string | null;
        /** @enum {string} */
        source: "vies" | "checksum";
      } | null;
      /** @description A sale in this storefront to this business would be a reverse charge, without VAT */
      reverse_charge: boolean;
      valid: boolean;
      vat_id: string;
    };
    Wallet: {
      balance: number;
      /** @enum {string} */
      currency: "EUR" | "PLN" | "GBP" | "RON" | "SEK" | "USD";
      use_for_orders: boolean;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
