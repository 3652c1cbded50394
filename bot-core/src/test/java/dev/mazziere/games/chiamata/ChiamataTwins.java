package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * Two worlds of one Briscola chiamata hand that differ only in where the called card is:
 * in world A seat {@code holder} holds it, in world B seat {@code other} does, and holds
 * instead one of {@code other}'s cards in A. The bids and the call are the same in both;
 * so is every card played, as long as neither of the two seats has to play one of the two
 * swapped cards. Every seat but those two, and the table, must then see exactly the same.
 *
 * @param a      world A, just dealt
 * @param b      world B, just dealt
 * @param auction the bids and the call, the same in both worlds
 * @param holder the seat holding the called card in A (the partner, or the caller alone)
 * @param other  the seat holding it in B
 * @param called the called card
 * @param swapped the card {@code other} holds in A and {@code holder} in B
 */
record ChiamataTwins(ChiamataMatch a, ChiamataMatch b, List<Move> auction, int holder, int other,
                     ItalianCard called, ItalianCard swapped) {

    /**
     * Deals world A from {@code seed}, has {@code medium} players bid and call in it, then
     * deals both worlds anew, B with the called card moved to another seat ({@code toCaller}:
     * to the caller, so that in A the partner is a seat, in B the caller plays alone). Null when the deal does not lend itself (everybody
     * passed; the caller alone in A when a partner is wanted).
     */
    static ChiamataTwins deal(long seed, boolean toCaller) {
        ChiamataGame game = ChiamataScenarios.GAME;
        ChiamataMatch a = (ChiamataMatch) game.newMatch(game.defaultOptions(), 5, seed);
        List<List<ItalianCard>> dealt = new ArrayList<>();
        for (int s = 0; s < 5; s++) {
            dealt.add(new ArrayList<>(a.hiddenCards(s)));
        }
        int dealer = a.view(0).dealer();
        List<Move> moves = new ArrayList<>();
        SeededRandom random = new SeededRandom(seed);
        List<ChiamataHeuristicPlayer> players = new ArrayList<>();
        for (int s = 0; s < 5; s++) {
            players.add(new ChiamataHeuristicPlayer(random.split()));
        }
        while (a.phase() != ChiamataMatch.Phase.PLAY) {
            if (a.handNumber() != 1 || a.view(0).dealer() != dealer) {
                return null;
            }
            int seat = a.toAct();
            Move m = players.get(seat).choose(a.view(seat), a.legalMoves());
            moves.add(m);
            a.apply(seat, m);
        }
        ChiamataView view = a.view(0);
        ItalianCard called = view.called();
        int caller = view.caller();
        int holder = -1;
        for (int s = 0; s < 5; s++) {
            if (dealt.get(s).contains(called)) {
                holder = s;
            }
        }
        int other;
        if (toCaller) {
            if (holder == caller) {
                return null;
            }
            other = caller;
        } else {
            other = (holder + 1 + random.nextInt(3)) % 5;
            if (other == caller) {
                other = (other + 1) % 5;
            }
            if (other == holder) {
                return null;
            }
        }
        List<List<ItalianCard>> original = new ArrayList<>();
        for (List<ItalianCard> hand : dealt) {
            original.add(List.copyOf(hand));
        }
        ItalianCard swapped = dealt.get(other).get(random.nextInt(dealt.get(other).size()));
        dealt.get(holder).set(dealt.get(holder).indexOf(called), swapped);
        dealt.get(other).set(dealt.get(other).indexOf(swapped), called);
        ChiamataMatch worldA = ChiamataMatch.arranged(game, game.defaultOptions(), seed, dealer, original,
                ChiamataScenarios.zeros(), 0);
        ChiamataMatch worldB = ChiamataMatch.arranged(game, game.defaultOptions(), seed, dealer, dealt,
                ChiamataScenarios.zeros(), 0);
        return new ChiamataTwins(worldA, worldB, List.copyOf(moves), holder, other, called, swapped);
    }

    /** True for a seat that sees the same in both worlds: neither of the two holders. */
    boolean observer(int seat) {
        return seat != holder && seat != other;
    }

    /** The seat to act may play this card in both worlds without playing either swapped card. */
    List<ItalianCard> commonCards() {
        int seat = a.toAct();
        List<ItalianCard> common = new ArrayList<>();
        for (ItalianCard c : a.hiddenCards(seat)) {
            if (b.hiddenCards(seat).contains(c) && c != called && c != swapped) {
                common.add(c);
            }
        }
        return common;
    }
}
