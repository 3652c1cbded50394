package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.picture.PictureFixtures;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class NapoleonePictureTest {

    private static List<Scene.Face> faces(Scene.Section section) {
        return section.items().stream().filter(Scene.Cards.class::isInstance)
                .flatMap(i -> ((Scene.Cards) i).faces().stream()).toList();
    }

    private static List<String> notes(Scene.Section section) {
        return section.items().stream().filter(Scene.Note.class::isInstance).map(i -> ((Scene.Note) i).text()).toList();
    }

    @Test
    void inPlayTheTableShowsTheContractTheTricksAndTheTrickWithWhoPlayedWhat() {
        PictureFixtures.Position position = PictureFixtures.napoleone();
        NapoleoneView v = (NapoleoneView) position.match().publicView();
        Scene scene = position.table();

        assertThat(notes(scene.sections().get(0))).hasSize(2);
        assertThat(notes(scene.sections().get(0)).get(0)).contains(" calls ");
        assertThat(notes(scene.sections().get(0)).get(1)).startsWith("🏆 Tricks: ");
        Scene.Section trick = scene.sections().get(1);
        assertThat(faces(trick)).extracting(Scene.Face::card)
                .containsExactlyElementsOf(v.table().cardsOnTable());
        assertThat(faces(trick)).filteredOn(f -> f.mark() == Scene.Mark.HIGHLIGHT).hasSize(1);
    }

    @Test
    void whenAnnaMustFollowTheOtherCardsAreGreyed() {
        PictureFixtures.Position position = PictureFixtures.napoleone();
        List<Scene.Face> hand = faces(position.hand().sections().get(0));

        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.PLAYABLE).hasSize(position.match().legalMoves().size());
        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.DIMMED).isNotEmpty();
    }

    @Test
    void whileBiddingTheTableListsTheBidsAndNoCardIsMarked() {
        PictureFixtures.Position position = PictureFixtures.napoleoneBidding();
        NapoleoneView v = (NapoleoneView) position.match().publicView();

        assertThat(position.table().sections().get(0).label()).isEqualTo("Bids");
        assertThat(notes(position.table().sections().get(0))).hasSize(v.bids().size());
        assertThat(faces(position.hand().sections().get(0))).extracting(Scene.Face::mark).containsOnly(Scene.Mark.PLAIN);
        assertThat(position.hand().detail()).isEqualTo("your turn");
    }

    @Test
    @DisplayName("the caller's own picture speaks to them: You call, Your tricks; Chiami, Le tue prese")
    void theCallersOwnPictureSpeaksToThem() {
        NapoleoneGame game = new NapoleoneGame();
        List<List<FrenchCard>> hands = List.of("AS KS QS JS 10S", "AH KH QH JH 10H", "2D 3D 4D 5D 6D").stream()
                .map(h -> Arrays.stream(h.split(" ")).map(FrenchCard::parse).toList()).toList();
        NapoleoneMatch match = NapoleoneMatch.arranged(game, game.defaultOptions(), 7L, 2, hands, new int[3], 0);
        for (String code : List.of("b:3", "b:pass", "b:pass")) {
            match.apply(match.toAct(), game.parseMove(code));
        }
        Names names = new Names(List.of("anna", "carlo", "bea"), List.of("anna", "carlo", "bea"));
        TableFacts facts = new TableFacts("Napoleone", names, "", "");
        NapoleonePicture picture = new NapoleonePicture();

        List<String> en = notes(picture.hand(match.view(0), match.legalMoves(), facts, Texts.core(Lang.EN)).sections().get(1));
        List<String> it = notes(picture.hand(match.view(0), match.legalMoves(), facts, Texts.core(Lang.IT)).sections().get(1));
        List<String> carlo = notes(picture.hand(match.view(1), List.of(), facts, Texts.core(Lang.EN)).sections().get(1));

        assertThat(en).containsExactly("🎯 You call Tre (3) · trumps: the first card", "🏆 Your tricks: 0 of 3 · defenders 0");
        assertThat(it).containsExactly("🎯 Chiami Tre (3) · briscola: la prima carta", "🏆 Le tue prese: 0 su 3 · avversari 0");
        assertThat(carlo.get(0)).isEqualTo("🎯 anna calls Tre (3) · trumps: the first card");
    }
}
