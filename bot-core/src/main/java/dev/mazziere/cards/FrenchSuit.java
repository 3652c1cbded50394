package dev.mazziere.cards;

/** The four French suits with their notation letter and symbol. */
public enum FrenchSuit {
    SPADES('S', "♠"), HEARTS('H', "♥"), DIAMONDS('D', "♦"), CLUBS('C', "♣");

    private final char letter;
    private final String symbol;

    FrenchSuit(char letter, String symbol) {
        this.letter = letter;
        this.symbol = symbol;
    }

    public char letter() {
        return letter;
    }

    public String symbol() {
        return symbol;
    }

    static FrenchSuit ofLetter(char c) {
        char upper = Character.toUpperCase(c);
        for (FrenchSuit s : values()) {
            if (s.letter == upper) {
                return s;
            }
        }
        return null;
    }
}
