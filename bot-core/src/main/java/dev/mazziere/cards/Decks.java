package dev.mazziere.cards;

import java.util.ArrayList;
import java.util.List;

/** The decks Mazziere deals, in a fixed unshuffled order. */
public final class Decks {

    private Decks() {
    }

    /** The Italian 40-card deck, ordered by suit (denari, coppe, spade, bastoni) then rank. */
    public static List<ItalianCard> italian40() {
        List<ItalianCard> deck = new ArrayList<>(40);
        for (int i = 0; i < 40; i++) {
            deck.add(ItalianCard.ofIndex(i));
        }
        return deck;
    }

    /** The French 52-card deck, ordered by suit then rank. */
    public static List<FrenchCard> french52() {
        List<FrenchCard> deck = new ArrayList<>(52);
        for (FrenchSuit s : FrenchSuit.values()) {
            for (int r = 1; r <= 13; r++) {
                deck.add(FrenchCard.of(r, s));
            }
        }
        return deck;
    }

    /** The French 52 cards plus two jokers. */
    public static List<FrenchCard> french54() {
        List<FrenchCard> deck = french52();
        deck.add(FrenchCard.JOKER);
        deck.add(FrenchCard.JOKER);
        return deck;
    }

    /** Two French decks and four jokers: 108 cards. */
    public static List<FrenchCard> frenchDouble108() {
        List<FrenchCard> deck = french54();
        deck.addAll(french54());
        return deck;
    }
}
