package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Review;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickView;
import dev.mazziere.text.Lang;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Napoleone's coach: in scripted positions, the bid or card hard plays and the fact it gives for it, in both languages. */
final class NapoleoneCoachTest {

    private static final NapoleoneGame GAME = new NapoleoneGame();
    private static final NapoleoneAi AI = new NapoleoneAi();
    private static final Coach COACH = AI.coach(GAME.defaultOptions());

    static List<FrenchCard> cards(String codes) {
        return codes.isBlank() ? List.of() : Arrays.stream(codes.trim().split("\\s+")).map(FrenchCard::parse).toList();
    }

    /** Seat 0 of four, first to bid (seat 3 dealt), holding {@code hand}. */
    static NapoleoneView bidding(String hand) {
        TrickView<FrenchCard> table = new TrickView<>(List.of(), 0, 0, null, List.of(5, 5, 5, 5),
                List.of(List.of(), List.of(), List.of(), List.of()));
        return new NapoleoneView(0, NapoleoneMatch.Phase.BIDDING, cards(hand), table, 3, 0, 1,
                List.of(), null, -1, null, null, List.of(), List.of(0, 0, 0, 0),
                0, "target", 60, 10, true, false, 3);
    }

    /**
     * Seat 0 of four to play, holding {@code hand}; seat {@code caller} called
     * {@code contract} (the others passed, seat 0 first); {@code tricks} are the tricks
     * played so far, each in play order from its leader (the caller leads the first, the
     * winner the next), then {@code trick} the cards on the table, which must end with the
     * seat before seat 0.
     */
    static NapoleoneView playing(String hand, int caller, Contract contract, List<String> tricks, String trick) {
        List<NapoleoneEvents.Bid> bids = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            bids.add(new NapoleoneEvents.Bid(s, s == caller ? contract.code() : "pass"));
        }
        List<FrenchCard> played = new ArrayList<>();
        List<List<FrenchCard>> taken = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            taken.add(new ArrayList<>());
        }
        TrickEvents.Trick<FrenchCard> last = null;
        int[] playedBy = new int[4];
        int leader = caller;
        List<FrenchCard> firstTrick = tricks.isEmpty() ? cards(trick) : cards(tricks.get(0));
        dev.mazziere.cards.FrenchSuit trump = contract.isMisere() || firstTrick.isEmpty() ? null : firstTrick.get(0).suit();
        for (String t : tricks) {
            List<FrenchCard> cs = cards(t);
            played.addAll(cs);
            for (int i = 0; i < 4; i++) {
                playedBy[(leader + i) % 4]++;
            }
            leader = (leader + NapoleoneRules.TRICK_RULES.winningIndex(cs, trump)) % 4;
            taken.get(leader).addAll(cs);
            last = new TrickEvents.Trick<>(leader, cs);
        }
        List<TrickEvents.Play<FrenchCard>> onTable = new ArrayList<>();
        List<FrenchCard> cs = cards(trick);
        for (int i = 0; i < cs.size(); i++) {
            onTable.add(new TrickEvents.Play<>((leader + i) % 4, cs.get(i)));
            playedBy[(leader + i) % 4]++;
        }
        played.addAll(cs);
        if ((leader + cs.size()) % 4 != 0) {
            throw new IllegalArgumentException("seat 0 is not next to play");
        }
        List<Integer> sizes = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            sizes.add(5 - playedBy[s]);
        }
        if (sizes.get(0) != cards(hand).size()) {
            throw new IllegalArgumentException("seat 0 should hold " + sizes.get(0) + " cards");
        }
        TrickView<FrenchCard> table = new TrickView<>(onTable, leader, tricks.size(), last, sizes, taken);
        return new NapoleoneView(0, NapoleoneMatch.Phase.PLAYING, cards(hand), table, 3, 0, 1, bids, contract, caller,
                contract, trump, played, List.of(0, 0, 0, 0),
                0, "target", 60, 10, true, false, 3);
    }

    static List<? extends Move> legal(NapoleoneView v) {
        return new NapoleoneDeterminizer(GAME, GAME.defaultOptions()).sample(v, new SeededRandom(1)).legalMoves();
    }

    static Hint hint(NapoleoneView v) {
        return COACH.hint(List.of(), v, legal(v), AI.searchBudget(GAME.defaultOptions()).withMillis(0), 1);
    }

    private static void assertHint(NapoleoneView v, String move, String italian, String english) {
        Hint hint = hint(v);

        assertThat(hint.move()).isEqualTo(NapoleoneMove.parse(move));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo(italian);
        assertThat(hint.reason().render(Lang.EN)).isEqualTo(english);
    }

    @Test
    @DisplayName("four spades from the ace and the ace of hearts: Napoleone, with the chance the hand makes it")
    void bid() {
        assertHint(bidding("AS KS QS JS AH"), "b:nap",
                "chiami Napoleone: con ♠ come briscola, contando le carte, la mano lo fa in 88 casi su 100",
                "you bid Napoleone: with ♠ as trumps, counting its cards, the hand makes it 88 times in 100");
    }

    @Test
    @DisplayName("a 2 among four high cards: Quattro, not Napoleone, which the 2 cannot make")
    void notHigher() {
        assertHint(bidding("AS KS QS 2H AH"), "b:4",
                "meglio non chiamare Napoleone: contando le carte, la mano non lo fa quasi mai",
                "better not bid Napoleone: counting its cards, the hand almost never makes it");
    }

    @Test
    @DisplayName("only low cards: Misère")
    void misere() {
        assertHint(bidding("2C 3D 2H 4S 3S"), "b:misere",
                "chiami Misère: contando le carte, la mano non prende nessuna presa in 94 casi su 100",
                "you bid Misère: counting its cards, the hand takes no trick 94 times in 100");
    }

    @Test
    @DisplayName("a middling hand: pass, Due being out of reach")
    void pass() {
        assertHint(bidding("2C 5D 7H 9S 3C"), "b:pass",
                "passi: contando le carte, Due non riuscirebbe quasi mai",
                "you pass: counting its cards, Due would almost never succeed");
    }

    @Test
    @DisplayName("no heart on the caller's K of hearts: a trump takes it")
    void ruff() {
        assertHint(playing("5S 9D 10C JD", 1, Contract.TRE, List.of("AS 2S 3S 4S"), "KH 2H 3H"), "p:5S",
                "non hai ♥: prendi con la briscola 5♠", "you have no ♥: you take the trick with the trump 5♠");
    }

    @Test
    @DisplayName("a partner's 5 of hearts takes the trick, last to play: the 4 stays under it")
    void partner() {
        assertHint(playing("KH 4H 10C", 1, Contract.TRE, List.of("AS 2S 3S 4S", "AH 6H 7H 8H"), "2H 3H 5H"), "p:4H",
                "la presa è già di un compagno con 5♥: non serve superarla",
                "a partner already takes the trick with 5♥: no need to beat it");
    }

    @Test
    @DisplayName("the caller, the ace of diamonds played: the K of diamonds leads as the highest")
    void master() {
        assertHint(playing("KD 7C 8C", 0, Contract.TRE, List.of("AS 2S 3S 4S", "AH 2H AD 3H"), ""), "p:KD",
                "A♦ è già uscito: K♦ ora è la più alta del seme", "A♦ is already out: K♦ is now the highest of its suit");
    }

    @Test
    @DisplayName("the ace of clubs winning the trick: the lowest club goes")
    void low() {
        assertHint(playing("KC 4C 9D 10H", 1, Contract.TRE, List.of("AS 2S 3S 4S"), "AC 2C 3C"), "p:4C",
                "questa presa non la prendi: giochi la carta più bassa, 4♣",
                "you can't take this trick: you play your lowest card, 4♣");
    }

    @Test
    @DisplayName("an opponent threw a diamond on hearts: the caller leads clubs, not hearts")
    void voidShown() {
        assertHint(playing("QC 9H 7C", 0, Contract.TRE, List.of("AS 2S 3S 4S", "AH 2H AD 3H"), ""), "p:QC",
                "eviti ♥: un avversario ha mostrato di non averne e taglierebbe",
                "you avoid ♥: an opponent has shown none and would trump it");
    }

    @Test
    @DisplayName("the Misère caller stays under the 9 of clubs")
    void misereUnder() {
        assertHint(playing("2C QC 4D 5S", 0, Contract.MISERE, List.of("2S 3S 4S 6S"), "9C"), "p:2C",
                "stai sotto 9♣: in Misère non devi prendere", "you stay under 9♣: in Misère you must take no trick");
    }

    @Test
    @DisplayName("the caller's first card, three spades in hand: spades are trumps")
    void trumpChoice() {
        assertHint(playing("AS KS 7S 9H 4D", 0, Contract.TRE, List.of(), ""), "p:AS",
                "la prima carta fa briscola ♠: ne hai 3", "the first card makes ♠ trumps: you hold 3 of them");
    }

    @Test
    @DisplayName("the caller, trumps still out after the first trick: a trump again")
    void drawTrumps() {
        assertHint(playing("KS 7S 9H 4D", 0, Contract.TRE, List.of("AS 2S 3S 4S"), ""), "p:KS",
                "esci a briscola: togli le briscole agli avversari", "you lead a trump: you draw the opponents' trumps");
    }

    @Test
    @DisplayName("last to play on the 5 of hearts with the K and the 9: the 9 is enough")
    void enough() {
        assertHint(playing("KH 9H 10C", 1, Contract.TRE, List.of("AS 2S 3S 4S", "AC 6C 7C 8C"), "2H 3H 5H"), "p:9H",
                "9♥ basta per superare 5♥: tieni le carte più alte", "9♥ is enough to beat 5♥: you keep your higher cards");
    }

    @Test
    @DisplayName("the review shows a pass with four spades from the ace and the ace of hearts, against Napoleone")
    void reviewsABid() {
        NapoleoneView v = bidding("AS KS QS JS AH");

        Review review = COACH.review(List.of(new Decision(v, List.copyOf(legal(v)), NapoleoneMove.PASS)), 5);

        Mistake mistake = review.costliest().get(0);
        assertThat(mistake.preferred()).isEqualTo(NapoleoneMove.parse("b:nap"));
        assertThat(mistake.pointsLost()).isGreaterThan(5.0);
        assertThat(mistake.reason().render(Lang.EN))
                .isEqualTo("you bid Napoleone: with ♠ as trumps, counting its cards, the hand makes it 88 times in 100");
    }
}
