package dev.mazziere.games.tricks;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * How one game's cards take tricks, with no state: a card's suit and its strength within
 * the suit, and whether the others must follow the suit led. From these it tells which
 * cards may be played and who takes a trick, with or without a trump suit. A game keeps
 * one as a constant ({@code TrickRules.italian(ItalianOrder.TRESSETTE, true)}); the match,
 * its computer players and its presenter all ask the same one.
 *
 * <p>The trick goes to the strongest trump played, else to the strongest card of the suit
 * led (the first card); a card of any other suit never takes. Without a trump suit, pass
 * {@code null}.
 *
 * @param <C> the card type
 * @param <S> the suit type
 */
public final class TrickRules<C extends Card, S> {

    private final Function<? super C, ? extends S> suit;
    private final ToIntFunction<? super C> strength;
    private final boolean followSuit;

    private TrickRules(Function<? super C, ? extends S> suit, ToIntFunction<? super C> strength, boolean followSuit) {
        this.suit = Objects.requireNonNull(suit);
        this.strength = Objects.requireNonNull(strength);
        this.followSuit = followSuit;
    }

    /**
     * The rules of cards with this suit and strength (higher takes).
     *
     * @param followSuit true when a player holding the suit led must play it (Tressette,
     *                   Traversone, Napoleone); false when any card may be played (Briscola)
     */
    public static <C extends Card, S> TrickRules<C, S> of(Function<? super C, ? extends S> suit,
                                                        ToIntFunction<? super C> strength, boolean followSuit) {
        return new TrickRules<>(suit, strength, followSuit);
    }

    /** The rules of the Italian deck in this order. */
    public static TrickRules<ItalianCard, ItalianSuit> italian(ItalianOrder order, boolean followSuit) {
        return new TrickRules<>(ItalianCard::suit, order, followSuit);
    }

    /** The suit of a card. */
    public S suit(C card) {
        return suit.apply(card);
    }

    /** The strength of a card within its suit: the higher takes. */
    public int strength(C card) {
        return strength.applyAsInt(card);
    }

    /** True when a player holding the suit led must play it. */
    public boolean followSuit() {
        return followSuit;
    }

    /** The suit led in a trick: the first card's, or null when nobody has played yet. */
    public S led(List<TrickEvents.Play<C>> trick) {
        return trick.isEmpty() ? null : suit(trick.get(0).card());
    }

    /**
     * The cards of {@code hand} that may be played on a trick led in {@code led} (null: the
     * player leads): every card, unless the game makes players follow suit and the hand
     * holds the suit led, then those. The list returned may be {@code hand} itself.
     */
    public List<C> playable(List<C> hand, S led) {
        if (!followSuit || led == null || !holds(hand, led)) {
            return hand;
        }
        List<C> following = new ArrayList<>(hand.size());
        for (int i = 0; i < hand.size(); i++) {
            C card = hand.get(i);
            if (suit(card) == led) {
                following.add(card);
            }
        }
        return following;
    }

    /**
     * True when {@code card}, which is in {@code hand}, may be played on a trick led in
     * {@code led} (null: the player leads); false only when it does not follow a suit the
     * hand holds and the game makes players follow suit.
     */
    public boolean mayPlay(List<C> hand, C card, S led) {
        return !followSuit || led == null || suit(card) == led || !holds(hand, led);
    }

    /** True when the hand holds a card of this suit. */
    public boolean holds(List<C> hand, S s) {
        for (int i = 0; i < hand.size(); i++) {
            if (suit(hand.get(i)) == s) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when {@code card} takes the trick from {@code winning}, the card taking it so
     * far (of the suit led, or a trump): a stronger card of the same suit, or a trump over
     * a card that is not one.
     *
     * @param trump the trump suit, or null
     */
    public boolean beats(C card, C winning, S trump) {
        S s = suit(card);
        if (s == suit(winning)) {
            return strength(card) > strength(winning);
        }
        return trump != null && s == trump;
    }

    /**
     * The index, in playing order, of the card taking these cards (the lead first).
     *
     * @param trump the trump suit, or null
     * @throws IllegalArgumentException for no cards
     */
    public int winningIndex(List<C> cards, S trump) {
        if (cards.isEmpty()) {
            throw new IllegalArgumentException("an empty trick has no winner");
        }
        int best = 0;
        for (int i = 1; i < cards.size(); i++) {
            if (beats(cards.get(i), cards.get(best), trump)) {
                best = i;
            }
        }
        return best;
    }

    /** The index of the play taking a trick so far (not empty), with this trump (or null). */
    public int winningPlay(List<TrickEvents.Play<C>> plays, S trump) {
        if (plays.isEmpty()) {
            throw new IllegalArgumentException("an empty trick has no winner");
        }
        int best = 0;
        for (int i = 1; i < plays.size(); i++) {
            if (beats(plays.get(i).card(), plays.get(best).card(), trump)) {
                best = i;
            }
        }
        return best;
    }

    /**
     * The plays of a trick taken, with the seat of each: the leader is found back from the
     * winner and the winning card, the others follow in seat order.
     *
     * @param trump the trump suit of the hand, or null
     * @param seats the number of seats playing to each trick
     */
    public List<TrickEvents.Play<C>> plays(TrickEvents.Trick<C> trick, S trump, int seats) {
        List<C> cards = trick.cards();
        int leader = Math.floorMod(trick.winner() - winningIndex(cards, trump), seats);
        List<TrickEvents.Play<C>> plays = new ArrayList<>(cards.size());
        for (int i = 0; i < cards.size(); i++) {
            plays.add(new TrickEvents.Play<>((leader + i) % seats, cards.get(i)));
        }
        return plays;
    }
}
