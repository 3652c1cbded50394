package dev.mazziere.cards;

/** The four Italian suits, in the conventional order denari, coppe, spade, bastoni. */
public enum ItalianSuit {
    DENARI('D'), COPPE('C'), SPADE('S'), BASTONI('B');

    private final char letter;

    ItalianSuit(char letter) {
        this.letter = letter;
    }

    /** The suit letter of the card notation. */
    public char letter() {
        return letter;
    }

    /** The suit for a notation letter (case-insensitive), or null. */
    static ItalianSuit ofLetter(char c) {
        char upper = Character.toUpperCase(c);
        for (ItalianSuit s : values()) {
            if (s.letter == upper) {
                return s;
            }
        }
        return null;
    }
}
