import { twoPieceModel } from "./product-box-two-pieces";
import { RIGID_BOARD_MM } from "./rigid-case";

/**
 * A rigid two-piece box: a wrapped greyboard base and a separate lid over it,
 * the lid's inside the base's outside plus RIGID_LID_CLEARANCE_MM. The
 * construction is the two-piece box's (product-box-two-pieces.ts): a full
 * telescope, the lid reaching down to the table, so every wall's artwork is one
 * panel and the base shows only its bottom. In greyboard the lid needs a little
 * more play than a folding carton's: the wrapping paper's turn-ins add to each
 * wall.
 */

export const RIGID_LID_CLEARANCE_MM = 1.5;

export const rigidBoxTwoPieces = twoPieceModel(RIGID_BOARD_MM, RIGID_LID_CLEARANCE_MM);
