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
 * Pure Ramino meld logic, apart from the turn logic: validation with a typed reason,
 * what a joker may stand for, and the enumeration of every meld and extension a hand
 * allows.
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

    /** A meld a hand can lay down, or cards it can add: the cards and what the joker stands for. */
    public record Candidate(List<FrenchCard> cards, FrenchCard joker) {
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
        List<FrenchCard> options = jokerOptions(cards);
        if (options.isEmpty()) {
            return noCardForJoker(cards);
        }
        if (jokerAs == null || jokerAs.isJoker()) {
            return Verdict.no("ramino.jokerNeedsCard", codes(options));
        }
        Verdict v = natural(substitute(cards, jokerAs));
        if (!v.valid()) {
            List<String> args = new ArrayList<>();
            args.add(jokerAs.code());
            args.addAll(List.of(codes(options)));
            return Verdict.no("ramino.badJokerCard", args.toArray(String[]::new));
        }
        return new Verdict(v.kind(), placeJoker(v.arranged(), jokerAs), null);
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

    // ---------------------------------------------------------------- enumeration

    /**
     * Every meld {@code hand} can lay down: every set and run of its cards, with and
     * without one joker, the joker standing for each card it may. Complete: a meld that
     * {@link #check} accepts from these cards is in the list. Cards sorted, no duplicates.
     */
    public static List<Candidate> meldsOf(List<FrenchCard> hand) {
        // Each set (its suits and the joker's) and each run (its ends and the joker's place) comes once.
        List<Candidate> out = new ArrayList<>();
        boolean[][] has = presence(hand);
        boolean joker = holdsJoker(hand);
        FrenchSuit[] suitsInOrder = FrenchSuit.values();
        // sets
        for (int r = 1; r <= 13; r++) {
            List<FrenchSuit> suits = new ArrayList<>(4);
            for (FrenchSuit s : suitsInOrder) {
                if (has[s.ordinal()][r]) {
                    suits.add(s);
                }
            }
            int n = suits.size();
            if (n < (joker ? 2 : 3)) {
                continue;
            }
            for (int mask = 1; mask < (1 << n); mask++) {
                List<FrenchCard> cards = new ArrayList<>();
                Set<FrenchSuit> used = java.util.EnumSet.noneOf(FrenchSuit.class);
                for (int i = 0; i < n; i++) {
                    if ((mask & (1 << i)) != 0) {
                        cards.add(FrenchCard.of(r, suits.get(i)));
                        used.add(suits.get(i));
                    }
                }
                // Suits in deck order, the joker last: the cards are sorted as they are.
                if (cards.size() >= 3) {
                    out.add(new Candidate(List.copyOf(cards), null));
                }
                if (joker && cards.size() >= 2 && cards.size() <= 3) {
                    for (FrenchSuit s : suitsInOrder) {
                        if (!used.contains(s)) {
                            List<FrenchCard> withJoker = new ArrayList<>(cards);
                            withJoker.add(FrenchCard.JOKER);
                            out.add(new Candidate(List.copyOf(withJoker), FrenchCard.of(r, s)));
                        }
                    }
                }
            }
        }
        // runs: positions 1..14, 14 being the ace high
        int allowed = joker ? 1 : 0;
        for (FrenchSuit s : suitsInOrder) {
            boolean[] at = has[s.ordinal()];
            for (int lo = 1; lo <= 12; lo++) {
                // Cards missing from lo..hi only grow with hi: stop once more are missing than a joker fills.
                int missing = (at[lo] ? 0 : 1) + (at[lo + 1] ? 0 : 1);
                int missingAt = !at[lo + 1] ? lo + 1 : !at[lo] ? lo : -1;
                for (int hi = lo + 2; hi <= 14 && hi - lo < 13; hi++) {
                    if (!at[hi]) {
                        missing++;
                        missingAt = hi;
                    }
                    if (missing > allowed) {
                        break;
                    }
                    if (missing == 0) {
                        out.add(new Candidate(range(s, lo, hi, -1), null));
                        if (joker) {
                            for (int p = lo; p <= hi; p++) {
                                out.add(new Candidate(range(s, lo, hi, p), card(p, s)));
                            }
                        }
                    } else {
                        out.add(new Candidate(range(s, lo, hi, missingAt), card(missingAt, s)));
                    }
                }
            }
        }
        return out;
    }

    private static boolean holdsJoker(List<FrenchCard> hand) {
        for (FrenchCard c : hand) {
            if (c.isJoker()) {
                return true;
            }
        }
        return false;
    }

    /** Which natural cards the hand holds: {@code [suit][position]}, positions 1..14 (14 the ace again), 0 and 15 never. */
    private static boolean[][] presence(List<FrenchCard> hand) {
        boolean[][] has = new boolean[4][16];
        for (FrenchCard c : hand) {
            if (!c.isJoker()) {
                has[c.suit().ordinal()][c.rank()] = true;
                if (c.rank() == FrenchCard.ACE) {
                    has[c.suit().ordinal()][14] = true;
                }
            }
        }
        return has;
    }

    /**
     * True when {@code card}, a natural card, makes a set or run without a joker with
     * cards of {@code hand}: the {@link #meldsOf} of the hand and the card hold such a meld.
     */
    public static boolean makesNaturalMeld(List<FrenchCard> hand, FrenchCard card) {
        if (card.isJoker()) {
            return false;
        }
        boolean[][] has = presence(hand);
        int r = card.rank();
        int others = 0;
        for (FrenchSuit s : FrenchSuit.values()) {
            if (s != card.suit() && has[s.ordinal()][r]) {
                others++;
            }
        }
        if (others >= 2) {
            return true;
        }
        boolean[] at = has[card.suit().ordinal()];
        for (int p : r == FrenchCard.ACE ? new int[] {1, 14} : new int[] {r}) {
            at[p] = true;
            for (int lo = Math.max(1, p - 2); lo <= Math.min(p, 12); lo++) {
                if (at[lo] && at[lo + 1] && at[lo + 2]) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Every way to add cards of {@code hand} to {@code meld}: missing suits of a set, cards
     * at either end of a run, one joker among them when the meld has none.
     */
    public static List<Candidate> extensionsOf(TableMeld meld, List<FrenchCard> hand) {
        // Each choice of the missing suits (and the joker's) comes once; new ends can repeat
        // (the ace below a run from the 2, or above it up to the king), so runs check.
        List<Candidate> out = new ArrayList<>();
        boolean joker = !meld.hasJoker() && holdsJoker(hand);
        List<FrenchCard> naturals = meld.naturals();
        boolean[][] has = presence(hand);
        switch (meld.kind()) {
            case COLORE -> {
                return List.of();
            }
            case SET -> {
                int r = naturals.get(0).rank();
                List<FrenchSuit> missing = new ArrayList<>();
                for (FrenchSuit s : FrenchSuit.values()) {
                    if (naturals.stream().noneMatch(c -> c.suit() == s)) {
                        missing.add(s);
                    }
                }
                int n = missing.size();
                for (int mask = 0; mask < (1 << n); mask++) {
                    List<FrenchCard> cards = new ArrayList<>();
                    boolean inHand = true;
                    for (int i = 0; i < n; i++) {
                        if ((mask & (1 << i)) != 0) {
                            inHand &= has[missing.get(i).ordinal()][r];
                            cards.add(FrenchCard.of(r, missing.get(i)));
                        }
                    }
                    if (!inHand) {
                        continue;
                    }
                    if (!cards.isEmpty()) {
                        out.add(new Candidate(List.copyOf(cards), null));
                    }
                    if (joker) {
                        for (int i = 0; i < n; i++) {
                            if ((mask & (1 << i)) == 0) {
                                List<FrenchCard> withJoker = new ArrayList<>(cards);
                                withJoker.add(FrenchCard.JOKER);
                                out.add(new Candidate(List.copyOf(withJoker), FrenchCard.of(r, missing.get(i))));
                            }
                        }
                    }
                }
            }
            case RUN -> {
                FrenchSuit s = naturals.get(0).suit();
                boolean[] at = has[s.ordinal()];
                List<FrenchCard> arranged = naturals;
                int first = position(arranged.get(0), arranged);
                int lo = first;
                int hi = first + arranged.size() - 1;
                int allowed = joker ? 1 : 0;
                // Cards missing below lo and above hi only grow as the run reaches further: stop there.
                int missingLow = 0;
                for (int newLo = lo; newLo >= 1; newLo--) {
                    if (newLo < lo && !at[newLo]) {
                        missingLow++;
                    }
                    if (missingLow > allowed) {
                        break;
                    }
                    int missingHigh = 0;
                    for (int newHi = hi; newHi <= 14; newHi++) {
                        if (newHi > hi && !at[newHi]) {
                            missingHigh++;
                        }
                        if (missingLow + missingHigh > allowed || newHi - newLo >= 13) {
                            break;
                        }
                        if (newLo == lo && newHi == hi) {
                            continue;
                        }
                        List<Integer> added = new ArrayList<>();
                        for (int p = newLo; p < lo; p++) {
                            added.add(p);
                        }
                        for (int p = hi + 1; p <= newHi; p++) {
                            added.add(p);
                        }
                        int missing = 0;
                        int missingAt = -1;
                        for (int p : added) {
                            if (!at[p]) {
                                missing++;
                                missingAt = p;
                            }
                        }
                        if (missing == 0) {
                            addNew(out, new Candidate(cardsAt(added, s, -1), null));
                            if (joker) {
                                for (int p : added) {
                                    addNew(out, new Candidate(cardsAt(added, s, p), card(p, s)));
                                }
                            }
                        } else if (missing == 1 && joker) {
                            addNew(out, new Candidate(cardsAt(added, s, missingAt), card(missingAt, s)));
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Adds {@code c} unless an equal candidate is there already, keeping the first. */
    private static void addNew(List<Candidate> out, Candidate c) {
        if (!out.contains(c)) {
            out.add(c);
        }
    }

    /** The position of a run's first card: the ace is 14 when the run holds a king. */
    private static int position(FrenchCard first, List<FrenchCard> arranged) {
        if (first.rank() == FrenchCard.ACE && arranged.size() > 1 && arranged.get(1).rank() != 2) {
            return 14;
        }
        return first.rank();
    }

    private static FrenchCard card(int position, FrenchSuit s) {
        return FrenchCard.of(position == 14 ? 1 : position, s);
    }

    /** The run of suit {@code s} from position {@code lo} to {@code hi}, sorted, the joker at {@code jokerAt} (-1: none). */
    private static List<FrenchCard> range(FrenchSuit s, int lo, int hi, int jokerAt) {
        FrenchCard[] out = new FrenchCard[hi - lo + 1];
        int n = 0;
        // Sorted as cards sort: the ace (position 14 too) first, the joker last.
        if (hi == 14 && jokerAt != 14) {
            out[n++] = card(14, s);
        }
        for (int p = lo; p <= Math.min(hi, 13); p++) {
            if (p != jokerAt) {
                out[n++] = card(p, s);
            }
        }
        if (jokerAt >= 0) {
            out[n++] = FrenchCard.JOKER;
        }
        return List.of(out);
    }

    /** The cards of suit {@code s} at ascending {@code positions}, sorted, the joker at {@code jokerAt} (-1: none). */
    private static List<FrenchCard> cardsAt(List<Integer> positions, FrenchSuit s, int jokerAt) {
        FrenchCard[] out = new FrenchCard[positions.size()];
        int n = 0;
        boolean aceHigh = positions.get(positions.size() - 1) == 14 && jokerAt != 14;
        if (aceHigh) {
            out[n++] = card(14, s);
        }
        for (int p : positions) {
            if (p != jokerAt && p != 14) {
                out[n++] = card(p, s);
            }
        }
        if (jokerAt >= 0) {
            out[n++] = FrenchCard.JOKER;
        }
        return List.of(out);
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
