package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.Rejection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pure Ramino meld logic, apart from the turn logic: validation with a typed reason and
 * what a joker may stand for ({@link MeldFinder} lists every meld and extension a hand
 * allows).
 *
 * <p>A set (tris, poker) is 3 or 4 cards of one rank and different suits (two decks
 * too). A run (scala) is 3 or more consecutive cards of one suit, ace low (A-2-3) or high
 * (Q-K-A), never both (no K-A-2). At most one joker per meld, and it stands for one
 * named card: a meld holding a joker is checked by putting that card in its place.
 *
 * <p>Rejection codes: {@code ramino.tooFewCards} [count], {@code ramino.twoJokers},
 * {@code ramino.jokerNeedsCard} [the cards it could stand for...],
 * {@code ramino.noJokerToPlace} [card], {@code ramino.badJokerCard} [card, the cards it
 * could stand for...], {@code ramino.setSameSuit} [the card twice], {@code ramino.setTooBig},
 * {@code ramino.runDuplicate} [card], {@code ramino.notARun} [the one card missing],
 * {@code ramino.runGap} [the cards either side of the widest gap, when more than one card is
 * missing], {@code ramino.noWrap}, {@code ramino.notAMeld}.
 */
public final class Melds {

    private Melds() {
    }

    /** The outcome of a check: the kind and the cards in table order, or why not. */
    public record Verdict(TableMeld.Kind kind, List<FrenchCard> arranged, Rejection rejection) {
        public boolean valid() {
            return rejection == null;
        }

        static Verdict no(String code, String... args) {
            return new Verdict(null, List.of(), Rejection.of(code, args));
        }
    }

    /** What a card costs when left in hand: Asso 1, 2-10 face value, J Q K 10, joker 20. */
    public static int penalty(FrenchCard card) {
        if (card.isJoker()) {
            return 20;
        }
        return Math.min(card.rank(), 10);
    }

    public static int penalty(Collection<FrenchCard> cards) {
        return cards.stream().mapToInt(Melds::penalty).sum();
    }

    /**
     * Checks a new meld. {@code jokerAs} is the card the joker stands for: required when
     * the cards hold a joker, refused otherwise.
     */
    public static Verdict check(List<FrenchCard> cards, FrenchCard jokerAs) {
        int jokers = (int) cards.stream().filter(FrenchCard::isJoker).count();
        if (jokers > 1) {
            return Verdict.no("ramino.twoJokers");
        }
        if (cards.size() < 3) {
            return Verdict.no("ramino.tooFewCards", Integer.toString(cards.size()));
        }
        if (jokers == 0) {
            if (jokerAs != null) {
                return Verdict.no("ramino.noJokerToPlace", jokerAs.code());
            }
            return natural(cards);
        }
        if (jokerAs != null && !jokerAs.isJoker()) {
            // A card that makes a meld is one of the joker's options: only a refusal lists them (52 checks).
            Verdict v = natural(substitute(cards, jokerAs));
            if (v.valid()) {
                return new Verdict(v.kind(), placeJoker(v.arranged(), jokerAs), null);
            }
        }
        List<FrenchCard> options = jokerOptions(cards);
        if (options.isEmpty()) {
            return noCardForJoker(cards);
        }
        if (jokerAs == null || jokerAs.isJoker()) {
            return Verdict.no("ramino.jokerNeedsCard", codes(options));
        }
        List<String> args = new ArrayList<>();
        args.add(jokerAs.code());
        args.addAll(List.of(codes(options)));
        return Verdict.no("ramino.badJokerCard", args.toArray(String[]::new));
    }

    /**
     * Why a joker cannot join {@code cards}: what is wrong with the other cards, or, when
     * they make a meld already that no card can lengthen (four suits of a rank, a run from
     * ace to king), that the joker would have no card to stand for: it must name one.
     */
    private static Verdict noCardForJoker(List<FrenchCard> cards) {
        Verdict others = natural(cards.stream().filter(c -> !c.isJoker()).toList(), true);
        return others.valid() ? Verdict.no("ramino.jokerNoCard") : others;
    }

    /**
     * Checks adding {@code added} to a meld on the table (the joker among them, if any,
     * standing for {@code jokerAs}).
     */
    public static Verdict extend(TableMeld meld, List<FrenchCard> added, FrenchCard jokerAs) {
        if (meld.kind() == TableMeld.Kind.COLORE) {
            return Verdict.no("ramino.notExtendable", Integer.toString(meld.index()));
        }
        if (added.isEmpty()) {
            return Verdict.no("ramino.tooFewCards", "0");
        }
        int jokers = (int) added.stream().filter(FrenchCard::isJoker).count();
        if (jokers > 1 || (jokers == 1 && meld.hasJoker())) {
            return Verdict.no("ramino.twoJokers");
        }
        if (jokers == 0 && jokerAs != null) {
            return Verdict.no("ramino.noJokerToPlace", jokerAs.code());
        }
        if (jokers == 1 && (jokerAs == null || jokerAs.isJoker())) {
            List<FrenchCard> all = new ArrayList<>(meld.naturals());
            all.addAll(added);
            return Verdict.no("ramino.jokerNeedsCard", codes(jokerOptions(all)));
        }
        List<FrenchCard> naturals = new ArrayList<>(meld.naturals());
        naturals.addAll(jokers == 1 ? substitute(added, jokerAs) : added);
        Verdict v = natural(naturals);
        if (!v.valid()) {
            return v;
        }
        if (v.kind() != meld.kind()) {
            return Verdict.no("ramino.notAMeld");
        }
        FrenchCard joker = jokers == 1 ? jokerAs : meld.joker();
        return new Verdict(v.kind(), joker == null ? v.arranged() : placeJoker(v.arranged(), joker), null);
    }

    /** Every card the one joker among {@code cards} could stand for to make a meld, in deck order. */
    public static List<FrenchCard> jokerOptions(List<FrenchCard> cards) {
        List<FrenchCard> naturals = cards.stream().filter(c -> !c.isJoker()).toList();
        List<FrenchCard> out = new ArrayList<>();
        if (naturals.size() != cards.size() - 1 || naturals.isEmpty()) {
            return out;
        }
        for (FrenchSuit s : FrenchSuit.values()) {
            for (int r = 1; r <= 13; r++) {
                FrenchCard c = FrenchCard.of(r, s);
                if (c.rank() != naturals.get(0).rank() && c.suit() != naturals.get(0).suit()) {
                    continue;
                }
                List<FrenchCard> all = new ArrayList<>(naturals);
                all.add(c);
                if (natural(all).valid()) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** Checks cards without jokers as a set or a run. */
    public static Verdict natural(List<FrenchCard> cards) {
        return natural(cards, false);
    }

    private static Verdict natural(List<FrenchCard> cards, boolean sizeChecked) {
        if (!sizeChecked && cards.size() < 3) {
            return Verdict.no("ramino.tooFewCards", Integer.toString(cards.size()));
        }
        if (cards.isEmpty()) {
            return Verdict.no("ramino.notAMeld");
        }
        Verdict meld = quickMeld(cards);
        if (meld != null) {
            return meld;
        }
        boolean sameRank = cards.stream().allMatch(c -> c.rank() == cards.get(0).rank());
        boolean sameSuit = cards.stream().allMatch(c -> c.suit() == cards.get(0).suit());
        if (sameRank) {
            Set<FrenchSuit> suits = new java.util.HashSet<>();
            for (FrenchCard c : cards) {
                if (!suits.add(c.suit())) {
                    return Verdict.no("ramino.setSameSuit", c.code());
                }
            }
            if (cards.size() > 4) {
                return Verdict.no("ramino.setTooBig");
            }
            List<FrenchCard> arranged = new ArrayList<>(cards);
            arranged.sort(null);
            return new Verdict(TableMeld.Kind.SET, arranged, null);
        }
        if (!sameSuit) {
            return Verdict.no("ramino.notAMeld");
        }
        FrenchSuit suit = cards.get(0).suit();
        Set<Integer> ranks = new java.util.HashSet<>();
        for (FrenchCard c : cards) {
            if (!ranks.add(c.rank())) {
                return Verdict.no("ramino.runDuplicate", c.code());
            }
        }
        List<Integer> low = ranks.stream().sorted().toList();
        if (gaps(low) == 0) {
            return new Verdict(TableMeld.Kind.RUN, arrange(low, suit), null);
        }
        List<Integer> nearest = low;
        if (ranks.contains(FrenchCard.ACE)) {
            List<Integer> high = ranks.stream().map(r -> r == FrenchCard.ACE ? 14 : r).sorted().toList();
            if (gaps(high) == 0) {
                return new Verdict(TableMeld.Kind.RUN, arrange(high, suit), null);
            }
            if (ranks.contains(2) && ranks.contains(FrenchCard.KING)) {
                return Verdict.no("ramino.noWrap");
            }
            if (gaps(high) < gaps(low)) {
                nearest = high;
            }
        }
        if (gaps(nearest) == 1) {
            // one card makes it a run: name it
            return Verdict.no("ramino.notARun", card(firstMissing(nearest), suit).code());
        }
        int widest = 1;
        for (int i = 2; i < nearest.size(); i++) {
            if (nearest.get(i) - nearest.get(i - 1) > nearest.get(widest) - nearest.get(widest - 1)) {
                widest = i;
            }
        }
        return Verdict.no("ramino.runGap", card(nearest.get(widest - 1), suit).code(),
                card(nearest.get(widest), suit).code());
    }

    /**
     * The verdict on three or more natural cards that make a set or a run, as
     * {@link #natural} gives it; null for anything else, whose reason {@link #natural}
     * finds. Every meld and extension played is checked when applied, in every playout:
     * this reads ranks and suits as bits instead of streams and hash sets.
     */
    private static Verdict quickMeld(List<FrenchCard> cards) {
        if (cards.size() < 3) {
            return null;
        }
        FrenchCard first = cards.get(0);
        boolean sameRank = true;
        boolean sameSuit = true;
        int suits = 0; // bit s.ordinal() per suit
        int ranks = 0; // bit r per rank
        for (FrenchCard c : cards) {
            if (c.isJoker()) {
                return null;
            }
            sameRank &= c.rank() == first.rank();
            sameSuit &= c.suit() == first.suit();
            suits |= 1 << c.suit().ordinal();
            ranks |= 1 << c.rank();
        }
        if (sameRank) {
            if (Integer.bitCount(suits) != cards.size()) {
                return null; // a suit twice (so four cards at most when not)
            }
            List<FrenchCard> arranged = new ArrayList<>(cards);
            arranged.sort(null);
            return new Verdict(TableMeld.Kind.SET, arranged, null);
        }
        if (!sameSuit || Integer.bitCount(ranks) != cards.size()) {
            return null;
        }
        int aceHigh = (ranks & ~(1 << FrenchCard.ACE)) | (ranks & 1 << FrenchCard.ACE) << 13; // the ace as 14
        int positions;
        if (consecutive(ranks)) {
            positions = ranks;
        } else if ((ranks & 1 << FrenchCard.ACE) != 0 && consecutive(aceHigh)) {
            positions = aceHigh;
        } else {
            return null;
        }
        List<FrenchCard> arranged = new ArrayList<>(cards.size());
        int low = Integer.numberOfTrailingZeros(positions);
        for (int p = low; p < low + cards.size(); p++) {
            arranged.add(FrenchCard.of(p == 14 ? FrenchCard.ACE : p, first.suit()));
        }
        return new Verdict(TableMeld.Kind.RUN, List.copyOf(arranged), null);
    }

    /** True when the set bits of {@code bits} (not none) lie next to each other. */
    private static boolean consecutive(int bits) {
        int low = bits >>> Integer.numberOfTrailingZeros(bits);
        return (low & (low + 1)) == 0;
    }

    /** The card at run position {@code position} of suit {@code s} (14: the ace above the king). */
    private static FrenchCard card(int position, FrenchSuit s) {
        return FrenchCard.of(position == 14 ? 1 : position, s);
    }

    private static int firstMissing(List<Integer> sorted) {
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i) != sorted.get(i - 1) + 1) {
                return sorted.get(i - 1) + 1;
            }
        }
        return -1;
    }

    private static int gaps(List<Integer> sorted) {
        return sorted.get(sorted.size() - 1) - sorted.get(0) + 1 - sorted.size();
    }

    private static List<FrenchCard> arrange(List<Integer> positions, FrenchSuit suit) {
        return positions.stream().map(p -> FrenchCard.of(p == 14 ? 1 : p, suit)).toList();
    }

    private static List<FrenchCard> substitute(List<FrenchCard> cards, FrenchCard jokerAs) {
        return cards.stream().map(c -> c.isJoker() ? jokerAs : c).toList();
    }

    private static List<FrenchCard> placeJoker(List<FrenchCard> arranged, FrenchCard jokerAs) {
        List<FrenchCard> out = new ArrayList<>(arranged);
        out.set(out.indexOf(jokerAs), FrenchCard.JOKER);
        return out;
    }

    private static String[] codes(List<FrenchCard> cards) {
        return cards.stream().map(FrenchCard::code).toArray(String[]::new);
    }

    /** True when {@code hand} holds every card of {@code cards}, duplicates counted. */
    public static boolean holds(List<FrenchCard> hand, List<FrenchCard> cards) {
        Map<FrenchCard, Integer> counts = new HashMap<>();
        hand.forEach(c -> counts.merge(c, 1, Integer::sum));
        for (FrenchCard c : cards) {
            if (counts.merge(c, -1, Integer::sum) < 0) {
                return false;
            }
        }
        return true;
    }

    /** {@code hand} without one copy of each of {@code cards}. */
    public static List<FrenchCard> without(List<FrenchCard> hand, List<FrenchCard> cards) {
        List<FrenchCard> out = new ArrayList<>(hand);
        for (FrenchCard c : cards) {
            out.remove(c);
        }
        return out;
    }

    /**
     * True when {@code cards} are all of one suit, without jokers: the {@code duemazzi}
     * colore.
     */
    public static boolean oneSuit(List<FrenchCard> cards) {
        return !cards.isEmpty() && cards.stream().noneMatch(FrenchCard::isJoker)
                && cards.stream().allMatch(c -> c.suit() == cards.get(0).suit());
    }
}
