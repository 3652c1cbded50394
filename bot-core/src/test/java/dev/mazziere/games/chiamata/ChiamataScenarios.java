package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Small helpers that keep the Briscola chiamata tests readable: cards by code, options by
 * name, one arranged deal, and scripted bids and plays.
 *
 * <p>The deal ({@link #DEAL}, dealer seat 4, so seat 0 bids first and leads): seat 0 holds
 * the four strongest denari and the Assi and 3s of coppe and spade; seat 2 the other six
 * denari with the Re of coppe and of spade; seats 1, 3 and 4 no denari at all. Each
 * seat's cards are listed in the order {@link #playScripted} plays them: with seat 0
 * calling the Fante of denari (seat 2's), the pair takes every trick.
 */
final class ChiamataScenarios {

    static final ChiamataGame GAME = new ChiamataGame();

    static final String[] DEAL = {
        "1D 3D 10D 9D 1C 3C 1S 3S",
        "2C 4C 5C 6C 7C 2S 4S 8C",
        "10C 10S 8D 7D 6D 5D 4D 2D",
        "5S 6S 7S 2B 4B 5B 8S 9S",
        "6B 7B 9C 8B 9B 10B 1B 3B"};

    private ChiamataScenarios() {
    }

    /** Cards from their codes separated by spaces. */
    static List<ItalianCard> cards(String codes) {
        if (codes.isBlank()) {
            return List.of();
        }
        return Arrays.stream(codes.trim().split("\\s+")).map(ItalianCard::parse).toList();
    }

    static ItalianCard card(String code) {
        return ItalianCard.parse(code);
    }

    static Options options(String... nameValuePairs) {
        Map<String, String> raw = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            raw.put(nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return GAME.resolveOptions(raw);
    }

    /** {@link #DEAL} dealt by seat 4, with these options, nothing scored yet. */
    static ChiamataMatch arranged(Options options) {
        return arranged(options, DEAL, List.of(0, 0, 0, 0, 0), 0);
    }

    static ChiamataMatch arranged(Options options, String[] deal, List<Integer> totals, int scoredHands) {
        List<List<ItalianCard>> hands = Arrays.stream(deal).map(ChiamataScenarios::cards).toList();
        return ChiamataMatch.arranged(GAME, options, 7, 4, hands, totals, scoredHands);
    }

    /**
     * The auction, each word the bid of the seat to act in turn: {@code pass}, a rank
     * ({@code 8}) or the 2 with points ({@code 2:75}); fails on a rejection.
     */
    static void bids(ChiamataMatch match, String words) {
        for (String word : words.trim().split("\\s+")) {
            apply(match, ChiamataMove.parse("b:" + word));
        }
    }

    static void call(ChiamataMatch match, String card) {
        apply(match, ChiamataMove.call(card(card)));
    }

    /** Plays cards in turn order, each by the seat to act; fails on a rejection. */
    static void play(ChiamataMatch match, String codes) {
        for (ItalianCard c : cards(codes)) {
            apply(match, ChiamataMove.play(c));
        }
    }

    /** Plays the hand to its end, each seat its cards in the order the deal lists them. */
    static void playScripted(ChiamataMatch match, String[] deal) {
        List<Deque<ItalianCard>> scripts = new ArrayList<>();
        for (String hand : deal) {
            scripts.add(new ArrayDeque<>(cards(hand)));
        }
        int hand = match.handNumber();
        while (!match.isOver() && match.handNumber() == hand && match.phase() == ChiamataMatch.Phase.PLAY) {
            int seat = match.toAct();
            ItalianCard next = scripts.get(seat).pollFirst();
            while (next != null && !match.hiddenCards(seat).contains(next)) {
                next = scripts.get(seat).pollFirst();
            }
            apply(match, ChiamataMove.play(next));
            if (match.phase() != ChiamataMatch.Phase.PLAY || match.handNumber() != hand) {
                return;
            }
        }
    }

    /**
     * Plays the rest of the hand (or the match): the first to speak bids Asso and the others
     * pass (a pass every time would throw the cards in for ever), then every seat plays its
     * first legal move.
     */
    static void playOut(ChiamataMatch match) {
        int hand = match.handNumber();
        while (!match.isOver() && match.handNumber() == hand) {
            List<ChiamataMove> legal = match.legalMoves();
            boolean open = match.phase() == ChiamataMatch.Phase.AUCTION && match.view(0).highest() == null;
            match.apply(match.toAct(), open ? legal.get(1) : legal.get(0));
        }
    }

    static void apply(ChiamataMatch match, ChiamataMove move) {
        int seat = match.toAct();
        Outcome outcome = match.apply(seat, move);
        if (!outcome.applied()) {
            throw new AssertionError("seat " + seat + " could not " + move + ": " + outcome);
        }
    }

    static Rejection rejection(Outcome outcome) {
        if (outcome instanceof Outcome.Rejected r) {
            return r.rejection();
        }
        throw new AssertionError("expected a rejection, got " + outcome);
    }

    static <E extends MatchEvent> List<E> eventsOf(ChiamataMatch match, Class<E> type) {
        return match.events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    static List<Integer> zeros() {
        return Collections.nCopies(ChiamataRules.SEATS, 0);
    }
}
