package dev.mazziere.games.napoleone;

import dev.mazziere.ai.Explainer;
import dev.mazziere.ai.Reason;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Why Napoleone's coach prefers a bid or a card, as a fact of the hand: read from the view
 * and the two moves compared (the preferred one against the others, the next best first,
 * for a hint; against the move made, for a review).
 *
 * <p>Bids are weighed by the chance the hand makes a contract, counted from its cards the
 * way the {@code medium} player counts them (each card's chance of taking a trick with the
 * hand's best suit as trumps; for Misère, each card's chance of staying under): {@code bid}
 * (the contract bid, made at least half the time), {@code bid.misere}, {@code notHigher}
 * (the higher bid compared is made less than half the time), {@code pass} (the bid
 * compared is made less than half the time).
 *
 * <p>Cards, in this order, the first that holds for the preferred card and not the other:
 * {@code trumpChoice} (the caller's first card makes trumps of the suit it holds most
 * of); {@code drawTrumps} (the caller leads a trump while trumps are still out);
 * {@code ruff} (no card of the suit led: a trump takes the trick); {@code partner} (a
 * partner of the seat takes the trick already: no need to beat it); {@code enough} (both take the trick,
 * and this lower card is enough); {@code master}
 * (the cards above it were played: it is now the highest of its suit); {@code low} (the
 * trick cannot be taken: the lowest card goes); {@code voidShown} (a lead that avoids a
 * suit an opponent has shown none of, and would trump); in Misère, for the caller,
 * {@code misere.under} (staying under the card taking the trick). Else the search's own
 * figure ({@link Explainer#margin}).
 */
final class NapoleoneExplainer implements Explainer {

    static final String BUNDLE = "dev.mazziere.games.napoleone.coach";

    @Override
    public Reason fact(View view, Move preferred, Move other) {
        return compare((NapoleoneView) view, (NapoleoneMove) preferred, (NapoleoneMove) other);
    }

    /** The first fact that holds for {@code best} and not for {@code other}; null when none does. */
    static Reason compare(NapoleoneView v, NapoleoneMove best, NapoleoneMove other) {
        if (best instanceof NapoleoneMove.Play b && other instanceof NapoleoneMove.Play o) {
            return compare(v, b.card(), o.card());
        }
        return bidding(v, best, other);
    }

    private static Reason bidding(NapoleoneView v, NapoleoneMove best, NapoleoneMove other) {
        FrenchSuit trump = NapoleoneHeuristicPlayer.bestTrumpSuit(v.hand(), v.seats());
        if (best instanceof NapoleoneMove.Bid b) {
            if (other instanceof NapoleoneMove.Bid o && o.contract().beats(b.contract())) {
                long p = percent(v, o.contract(), trump);
                return p < 50 ? Reason.of(BUNDLE, "notHigher" + plural(p), word(o.contract()), p) : null;
            }
            long p = percent(v, b.contract(), trump);
            if (p < 50) {
                return null;
            }
            return b.contract().isMisere() ? Reason.of(BUNDLE, "bid.misere", p)
                    : Reason.of(BUNDLE, "bid", word(b.contract()), trump, p);
        }
        if (other instanceof NapoleoneMove.Bid o) {
            long p = percent(v, o.contract(), trump);
            return p < 50 ? Reason.of(BUNDLE, "pass" + plural(p), word(o.contract()), p) : null;
        }
        return null;
    }

    /** The key's ending for a count of cases in 100: {@code .zero} (almost never), {@code .one}, or none. */
    private static String plural(long percent) {
        return percent == 0 ? ".zero" : percent == 1 ? ".one" : "";
    }

    private static Reason.Word word(Contract c) {
        return new Reason.Word("contract." + c.code());
    }

    /** The chance, in percent, that the hand makes {@code c}, as the {@code medium} player counts it. */
    static long percent(NapoleoneView v, Contract c, FrenchSuit trump) {
        double p = c.isMisere() ? NapoleoneHeuristicPlayer.misereChance(v.hand(), v.seats())
                : NapoleoneHeuristicPlayer.atLeast(NapoleoneHeuristicPlayer.trickChances(v.hand(), trump, v.seats()),
                c.tricks());
        return Math.round(100 * p);
    }

    private static Reason compare(NapoleoneView v, FrenchCard best, FrenchCard other) {
        List<FrenchCard> trick = v.trick().stream().map(TrickEvents.Play::card).toList();
        if (v.contract() != null && v.contract().isMisere()) {
            return misere(v, trick, best, other);
        }
        Set<FrenchCard> unseen = unseen(v);
        Reason fact = trick.isEmpty() ? opening(v, best, other, unseen) : following(v, trick, best, other);
        if (fact != null) {
            return fact;
        }
        FrenchCard above = playedAbove(v, best);
        if (above != null && highest(best, unseen) && winsIfLed(v, best)
                && !(highest(other, unseen) && other.suit() == best.suit())) {
            return Reason.of(BUNDLE, "master", best, above);
        }
        return trick.isEmpty() ? avoiding(v, best, other, unseen) : losing(v, trick, best, other);
    }

    /** In Misère, the caller staying under the card taking the trick. */
    private static Reason misere(NapoleoneView v, List<FrenchCard> trick, FrenchCard best, FrenchCard other) {
        if (v.viewer() != v.caller() || trick.isEmpty()) {
            return null;
        }
        FrenchCard winning = trick.get(NapoleoneRules.TRICK_RULES.winningIndex(trick, v.trump()));
        boolean under = !NapoleoneRules.TRICK_RULES.beats(best, winning, v.trump()) && NapoleoneRules.TRICK_RULES.beats(other, winning, v.trump());
        return under ? Reason.of(BUNDLE, "misere.under", winning) : null;
    }

    /** A lead: the caller's first card choosing trumps, or a trump led while trumps are out. */
    private static Reason opening(NapoleoneView v, FrenchCard best, FrenchCard other, Set<FrenchCard> unseen) {
        FrenchSuit trump = v.trump();
        if (v.firstLead() && best.suit() != other.suit()) {
            long mine = count(v.hand(), best.suit());
            return mine > count(v.hand(), other.suit()) ? Reason.of(BUNDLE, "trumpChoice", best.suit(), mine) : null;
        }
        boolean drawing = trump != null && v.viewer() == v.caller() && best.suit() == trump && other.suit() != trump
                && unseen.stream().anyMatch(c -> c.suit() == trump);
        return drawing ? Reason.of(BUNDLE, "drawTrumps") : null;
    }

    /** On a trick under way: a ruff, a partner's trick left alone, or the lowest card that is enough. */
    private static Reason following(NapoleoneView v, List<FrenchCard> trick, FrenchCard best, FrenchCard other) {
        FrenchSuit trump = v.trump();
        int winner = NapoleoneRules.TRICK_RULES.winningIndex(trick, trump);
        FrenchCard winning = trick.get(winner);
        FrenchSuit led = trick.get(0).suit();
        boolean bestTakes = NapoleoneRules.TRICK_RULES.beats(best, winning, trump);
        boolean otherTakes = NapoleoneRules.TRICK_RULES.beats(other, winning, trump);
        if (bestTakes && best.suit() == trump && led != trump && !otherTakes) {
            return Reason.of(BUNDLE, "ruff", led, best);
        }
        if (side(v, v.trick().get(winner).seat()) == side(v, v.viewer()) && !bestTakes && otherTakes) {
            return Reason.of(BUNDLE, "partner", winning);
        }
        if (bestTakes && otherTakes && best.suit() == other.suit()
                && NapoleoneRules.strength(best) < NapoleoneRules.strength(other)) {
            return Reason.of(BUNDLE, "enough", best, winning);
        }
        return null;
    }

    /** A trick neither card can take: the lower goes. */
    private static Reason losing(NapoleoneView v, List<FrenchCard> trick, FrenchCard best, FrenchCard other) {
        FrenchCard winning = trick.get(NapoleoneRules.TRICK_RULES.winningIndex(trick, v.trump()));
        boolean lower = !NapoleoneRules.TRICK_RULES.beats(best, winning, v.trump()) && !NapoleoneRules.TRICK_RULES.beats(other, winning, v.trump())
                && NapoleoneRules.strength(best) < NapoleoneRules.strength(other);
        return lower ? Reason.of(BUNDLE, "low", best) : null;
    }

    /** A lead away from a suit an opponent has shown void in, while trumps are out. */
    private static Reason avoiding(NapoleoneView v, FrenchCard best, FrenchCard other, Set<FrenchCard> unseen) {
        FrenchSuit trump = v.trump();
        boolean avoids = trump != null && other.suit() != trump && opponentVoid(v, other.suit())
                && !opponentVoid(v, best.suit()) && unseen.stream().anyMatch(c -> c.suit() == trump);
        return avoids ? Reason.of(BUNDLE, "voidShown", other.suit()) : null;
    }

    /** True when {@code card} takes the trick on the table so far (or leads it). */
    private static boolean winsIfLed(NapoleoneView v, FrenchCard card) {
        if (v.trick().isEmpty()) {
            return true;
        }
        List<FrenchCard> trick = v.trick().stream().map(TrickEvents.Play::card).toList();
        return NapoleoneRules.TRICK_RULES.beats(card, trick.get(NapoleoneRules.TRICK_RULES.winningIndex(trick, v.trump())), v.trump());
    }

    /** True when no card still out beats {@code card} in its suit. */
    private static boolean highest(FrenchCard card, Set<FrenchCard> unseen) {
        return unseen.stream().noneMatch(c -> c.suit() == card.suit()
                && NapoleoneRules.strength(c) > NapoleoneRules.strength(card));
    }

    /** The lowest card above {@code card} in its suit that was played this hand, or null when none was. */
    private static FrenchCard playedAbove(NapoleoneView v, FrenchCard card) {
        FrenchCard out = null;
        for (FrenchCard c : v.played()) {
            if (c.suit() == card.suit() && NapoleoneRules.strength(c) > NapoleoneRules.strength(card)
                    && (out == null || NapoleoneRules.strength(c) < NapoleoneRules.strength(out))) {
                out = c;
            }
        }
        return out;
    }

    private static long count(List<FrenchCard> hand, FrenchSuit suit) {
        return hand.stream().filter(c -> c.suit() == suit).count();
    }

    /** The caller's side is 0, the defenders' 1. */
    private static int side(NapoleoneView v, int seat) {
        return seat == v.caller() ? 0 : 1;
    }

    /** True when an opponent of the viewer failed to follow {@code suit} in a trick of this hand. */
    static boolean opponentVoid(NapoleoneView v, FrenchSuit suit) {
        List<FrenchCard> played = v.played();
        int seats = v.seats();
        int leader = v.caller();
        for (int start = 0; start < played.size(); start += seats) {
            List<FrenchCard> trick = played.subList(start, Math.min(played.size(), start + seats));
            FrenchSuit led = trick.get(0).suit();
            for (int i = 1; i < trick.size(); i++) {
                int seat = (leader + i) % seats;
                if (led == suit && trick.get(i).suit() != led && side(v, seat) != side(v, v.viewer())) {
                    return true;
                }
            }
            if (trick.size() == seats) {
                leader = (leader + NapoleoneRules.TRICK_RULES.winningIndex(trick, v.trump())) % seats;
            }
        }
        return false;
    }

    /** Cards of the 52 not in the seat's hand and not played this hand. */
    static Set<FrenchCard> unseen(NapoleoneView v) {
        Set<FrenchCard> out = new HashSet<>(Decks.french52());
        v.hand().forEach(out::remove);
        v.played().forEach(out::remove);
        v.trick().forEach(p -> out.remove(p.card()));
        return out;
    }
}
