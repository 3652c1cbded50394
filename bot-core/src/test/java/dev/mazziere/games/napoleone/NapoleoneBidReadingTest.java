package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Player;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the bids say about the hands: the medium player's own hands always fit, and search deals follow the bids. */
final class NapoleoneBidReadingTest {

    private static final NapoleoneGame GAME = new NapoleoneGame();

    private static List<List<FrenchCard>> hands(MatchState match) {
        List<List<FrenchCard>> out = new ArrayList<>();
        for (int s = 0; s < match.seatCount(); s++) {
            out.add(match.hiddenCards(s).stream().map(FrenchCard.class::cast).toList());
        }
        return out;
    }

    @Test
    @DisplayName("a medium player's real hand always fits what its bid or pass says, at every turn of the hand")
    void mediumHandsFitTheirBids() {
        int read = 0;
        for (int seats : List.of(3, 4, 5)) {
            for (long seed = 1; seed <= 12; seed++) {
                MatchState match = GAME.newMatch(GAME.resolveOptions(Map.of("end", "hands", "hands", "5")), seats, seed);
                List<Player> players = new ArrayList<>();
                for (int s = 0; s < seats; s++) {
                    players.add(new NapoleoneHeuristicPlayer(seed * 10 + s));
                }
                while (!match.isOver()) {
                    int seat = match.toAct();
                    NapoleoneView view = (NapoleoneView) match.view(seat);
                    NapoleoneBidReading reading = new NapoleoneBidReading(view);
                    assertThat(reading.misfit(hands(match))).as("seat %d reading %s", seat, view.bids()).isZero();
                    read++;
                    Move m = players.get(seat).choose(view, match.legalMoves());
                    match.apply(seat, m);
                }
            }
        }
        assertThat(read).isGreaterThan(1000);
    }

    @Test
    @DisplayName("a defender's determinizations give the caller of a Quattro a hand that could make it, unlike random deals")
    void determinizationsFollowTheCall() {
        // given: seat 1 holds four top hearts and calls Quattro; seat 0 is to play after it
        NapoleoneMatch match = NapoleoneMatch.arranged(GAME, GAME.defaultOptions(), 3L, 0, List.of(
                cards("2C 5D 9S 3H 7C"), cards("AH KH QH JH 4S"), cards("3C 8D 6S 2S 4D"), cards("9C 10D 5S 7S 8C")),
                new int[4], 0);
        match.apply(1, NapoleoneMove.bid(Contract.QUATTRO));
        match.apply(2, NapoleoneMove.PASS);
        match.apply(3, NapoleoneMove.PASS);
        match.apply(0, NapoleoneMove.PASS);
        match.apply(1, new NapoleoneMove.Play(FrenchCard.parse("AH")));
        NapoleoneView view = match.view(2);
        NapoleoneDeterminizer determinizer = new NapoleoneDeterminizer(GAME, GAME.defaultOptions());

        // when: 40 determinizations, and 40 deals that ignore the bids
        double read = 0;
        double random = 0;
        SeededRandom seeds = new SeededRandom(5);
        for (int i = 0; i < 40; i++) {
            MatchState sample = determinizer.sample(view, new SeededRandom(seeds.split()));
            read += callerChance(sample, view);
            random += callerChance(randomDeal(view, new SeededRandom(seeds.split())), view);
        }

        // then
        assertThat(read / 40).isGreaterThan(NapoleoneBidReading.BID_FLOOR).isGreaterThan(random / 40 + 0.2);
    }

    private static double callerChance(MatchState sample, NapoleoneView view) {
        List<FrenchCard> held = new ArrayList<>(sample.hiddenCards(1).stream().map(FrenchCard.class::cast).toList());
        held.addAll(NapoleoneBidReading.playedBy(view).get(1));
        return NapoleoneBidReading.chance(Contract.QUATTRO, held, view.seats());
    }

    /** A determinization of the view that ignores the bids: the unseen cards dealt at random. */
    private static MatchState randomDeal(NapoleoneView view, SeededRandom random) {
        List<FrenchCard> unseen = new ArrayList<>(dev.mazziere.cards.Decks.french52());
        unseen.removeAll(view.hand());
        unseen.removeAll(view.played());
        random.shuffle(unseen);
        List<List<FrenchCard>> hands = new ArrayList<>();
        int next = 0;
        for (int s = 0; s < view.seats(); s++) {
            int size = s == view.viewer() ? 0 : view.handSizes().get(s);
            hands.add(unseen.subList(next, next + size));
            next += size;
        }
        return NapoleoneMatch.fromView(GAME, GAME.defaultOptions(), view, hands, 1L);
    }

    private static List<FrenchCard> cards(String codes) {
        return Arrays.stream(codes.split(" ")).map(FrenchCard::parse).toList();
    }
}
