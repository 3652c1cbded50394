package dev.mazziere.picture;

import java.awt.Color;

/** The colours of the table around the cards: green baize, light text, gold for what a player may do now. */
final class Palette {

    static final Color FELT = new Color(0x1E5C3A);
    static final Color BAND = new Color(0x133D26);
    static final Color CHIP = new Color(0x245E3E);
    static final Color TEXT = new Color(0xF4F1E6);
    static final Color MUTED = new Color(0xB4CDBC);
    /** What the player may do now: the cards with a move button. */
    static final Color GOLD = new Color(0xF2C14E);
    /** What matters on the table: the card taking the trick so far. */
    static final Color SKY = new Color(0x8ED6FF);
    static final Color SHADOW = new Color(0, 0, 0, 70);
    static final Color VEIL = new Color(0x10, 0x2A, 0x1C, 130);

    private Palette() {
    }
}
