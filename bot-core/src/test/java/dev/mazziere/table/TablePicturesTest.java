package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Card;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.game.Game;
import dev.mazziere.game.Move;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.games.napoleone.NapoleoneMove;
import dev.mazziere.games.scopa.ScopaMove;
import dev.mazziere.games.traversone.TraversoneMove;
import dev.mazziere.picture.Scene;
import dev.mazziere.table.flow.Payload;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Pictures in the chats: the table message and the hands carry theirs with images on")
class TablePicturesTest {

    /** A platform that shows images, its captions as long as Telegram's. */
    static final Capabilities PICTURES = new Capabilities(4096, 8, 100, true, false, 200, true, true, 1024);

    private final TestChat chat = new TestChat(42, Duration.ZERO).capabilities(PICTURES);

    private void open(String command, String... bots) {
        chat.say("anna", command);
        chat.say("carlo", "/join");
        for (String level : bots) {
            chat.say("anna", "/addbot " + level);
        }
    }

    private Message table() {
        return chat.now(chat.chatMessage("🃏 Scopa ·"));
    }

    private static Scene scene(Image image) {
        return (Scene) image.source();
    }

    @Nested
    @DisplayName("the images option")
    class Option {

        @Test
        @DisplayName("is on by default where the platform shows images, and the lobby says so")
        void onWherePicturesShow() {
            open("/scopa");

            assertThat(chat.chatTexts().get(0)).contains("shuffleSeats on · images on");
            assertThat(chat.record().tableOptions()).containsEntry("images", "on");
        }

        @Test
        @DisplayName("is called immagini in an Italian lobby, and takes its Italian name and values")
        void inItalian() {
            chat.locale("anna", java.util.Locale.ITALIAN);
            chat.say("anna", "/scopa");

            assertThat(chat.chatTexts().get(0)).contains("sorteggio sì · immagini sì");
            chat.say("anna", "/opzione immagini no");
            assertThat(chat.lastConfirm("anna")).isEqualTo("⚙️ immagini = no");
            assertThat(chat.record().tableOptions()).containsEntry("images", "off");
        }

        @Test
        @DisplayName("is off by default where the platform shows none, and the lobby does not offer it")
        void offWhereNoPicturesShow() {
            TestChat plain = new TestChat(42, Duration.ZERO);
            plain.say("anna", "/scopa");

            assertThat(plain.chatTexts().get(0)).doesNotContain("images");
            assertThat(plain.record().tableOptions()).containsEntry("images", "off");
        }

        @Test
        @DisplayName("is switched like any on/off option, in either language")
        void switched() {
            open("/scopa");

            chat.say("anna", "/option images no");

            assertThat(chat.lastConfirm("anna")).isEqualTo("⚙️ images = off");
            assertThat(chat.record().tableOptions()).containsEntry("images", "off");
            chat.say("anna", "/option images sì");
            assertThat(chat.record().tableOptions()).containsEntry("images", "on");
            chat.say("anna", "/option images maybe");
            assertThat(chat.lastChat()).contains("on, off");
        }
    }

    @Nested
    @DisplayName("the table message")
    class TableMessage {

        @Test
        @DisplayName("carries the picture of the table, a PNG as wide as every picture, drawn from the public view")
        void carriesItsPicture() throws IOException {
            open("/scopa");
            chat.say("anna", "/start");

            Image image = table().image();

            assertThat(image).isNotNull();
            assertThat(image.fileName()).matches("scopa-\\d+-table\\.png");
            assertThat(scene(image).title()).isEqualTo("Scopa");
            assertThat(scene(image).strip().turn()).isEqualTo(table().text().lines().reduce((a, b) -> b).orElseThrow());
            BufferedImage png = ImageIO.read(new ByteArrayInputStream(image.png()));
            assertThat(png.getWidth()).isEqualTo(720);
        }

        @Test
        @DisplayName("at the end of the match its picture says who won, as its last line does")
        void saysWhoWon() {
            open("/scopa");
            chat.say("anna", "/start");

            chat.playOut(java.util.List.of("anna", "carlo"), 3000);

            Message end = chat.now(chat.chatMessage("🃏 Scopa ·"));
            assertThat(scene(end.image()).strip().turn()).startsWith("🏁 Match over · 🏆 ").endsWith(" wins")
                    .isEqualTo(end.text().lines().reduce((a, b) -> b).orElseThrow());
        }

        @Test
        @DisplayName("with images off carries none, and its text is the same as with images on")
        void noneWithImagesOff() {
            TestChat off = new TestChat(42, Duration.ZERO).capabilities(PICTURES);
            open("/scopa");
            off.say("anna", "/scopa");
            off.say("carlo", "/join");
            off.say("anna", "/option images off");

            chat.say("anna", "/start");
            off.say("anna", "/start");

            Message without = off.now(off.chatMessage("🃏 Scopa ·"));
            assertThat(without.image()).isNull();
            assertThat(without.text()).isEqualTo(table().text());
            assertThat(table().image()).isNotNull();
        }

        @Test
        @DisplayName("is edited with the new picture after each move, whose strip says the last move's turn")
        void editedWithTheNewPicture() {
            open("/scopa");
            chat.say("anna", "/start");
            Image before = table().image();
            String mover = chat.prompt("anna") != null ? "anna" : "carlo";
            MessageRef prompt = chat.prompt(mover);

            chat.press(mover, chat.now(prompt).buttons().get(0), prompt);

            Image after = table().image();
            assertThat(after.sameAs(before)).isFalse();
            assertThat(scene(after).strip().turn()).contains(mover.equals("anna") ? "carlo" : "anna");
        }

        @Test
        @DisplayName("posted again in the same state carries the very picture already drawn, not a new drawing")
        void drawnOnceForTheSameState() {
            open("/scopa");
            chat.say("anna", "/start");
            Image first = table().image();
            first.png();

            chat.say("carlo", "/table");

            Image again = chat.now(chat.log.get(chat.log.size() - 1).ref()).image();
            assertThat(again).isSameAs(first);
            assertThat(again.isDrawn()).isTrue();
        }

        @Test
        @DisplayName("keeps its caption within the platform's limit by shortening the game's lines, never whose turn")
        void captionFits() {
            TestChat small = new TestChat(42, Duration.ZERO)
                    .capabilities(new Capabilities(4096, 8, 100, true, false, 200, true, true, 90));
            small.say("anna", "/scopa");
            small.say("carlo", "/join");
            small.say("anna", "/start");

            Message shown = small.now(small.chatMessage("🃏 Scopa ·"));

            assertThat(shown.image()).isNotNull();
            assertThat(shown.text().length()).isLessThanOrEqualTo(90);
            assertThat(shown.text()).startsWith("🃏 Scopa").contains("…").endsWith("to play");
            String mover = small.prompt("anna") != null ? "anna" : "carlo";
            MessageRef prompt = small.prompt(mover);
            small.press(mover, small.now(prompt).buttons().get(0), prompt);
            Message after = small.now(small.chatMessage("🃏 Scopa ·"));
            assertThat(after.text()).as("with a last move too").hasSizeLessThanOrEqualTo(90).contains("▶️")
                    .endsWith("to play");
        }
    }

    @Nested
    @DisplayName("a hand")
    class Hand {

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"/scopa", "/traversone", "/napoleone"})
        @DisplayName("marks as playable exactly the cards its move buttons play, turn after turn")
        void marksTheCardsOfItsButtons(String command) {
            open(command, command.equals("/scopa") ? new String[0] : new String[] {"easy", "easy"});
            chat.say("anna", "/start");
            Game game = GameRegistry.standard().get(command.substring(1)).game();
            int prompts = 0;
            for (int press = 0; press < 200; press++) {
                String mover = Stream.of("anna", "carlo").filter(h -> chat.prompt(h) != null).findFirst().orElse(null);
                if (mover == null) {
                    break;
                }
                Message prompt = chat.now(chat.prompt(mover));
                assertThat(playable(scene(prompt.image())))
                        .as("%s's marked cards at press %d", mover, press)
                        .isEqualTo(cardsOf(prompt, game));
                prompts++;
                chat.press(mover, prompt.buttons().get(0), chat.prompt(mover));
            }
            assertThat(prompts).isGreaterThan(10);
        }

        @Test
        @DisplayName("sent while it is not the seat's turn marks nothing, and has no buttons to match")
        void marksNothingOffTurn() {
            open("/scopa");
            chat.say("anna", "/start");
            String waiting = chat.prompt("anna") != null ? "carlo" : "anna";

            Message hand = chat.log.stream().filter(o -> o.kind().equals("dm") && o.to().equals(waiting))
                    .map(TestChat.Out::message).reduce((a, b) -> b).orElseThrow();

            assertThat(hand.buttons()).isEmpty();
            assertThat(scene(hand.image()).sections().get(0).items()).singleElement()
                    .satisfies(i -> assertThat(((Scene.Cards) i).faces()).extracting(Scene.Face::mark)
                            .containsOnly(Scene.Mark.PLAIN));
        }

        @Test
        @DisplayName("with images off has no picture")
        void noneWithImagesOff() {
            open("/scopa");
            chat.say("anna", "/option images off");
            chat.say("anna", "/start");

            assertThat(chat.log).filteredOn(o -> o.kind().equals("dm")).isNotEmpty()
                    .allSatisfy(o -> assertThat(o.message().image()).isNull());
        }
    }

    private static Set<Card> playable(Scene hand) {
        Set<Card> out = new HashSet<>();
        for (Scene.Item item : hand.sections().get(0).items()) {
            for (Scene.Face f : ((Scene.Cards) item).faces()) {
                if (f.mark() == Scene.Mark.PLAYABLE) {
                    out.add(f.card());
                }
            }
        }
        return out;
    }

    /** The cards the move buttons of {@code prompt} play. */
    private static Set<Card> cardsOf(Message prompt, Game game) {
        Set<Card> out = new HashSet<>();
        for (var b : prompt.buttons()) {
            Payload.Play play = (Payload.Play) Payload.parse(b.payload()).orElseThrow();
            Card card = cardOf(game.parseMove(play.code()));
            if (card != null) {
                out.add(card);
            }
        }
        return out;
    }

    private static Card cardOf(Move move) {
        return switch (move) {
            case ScopaMove m -> m.card();
            case TraversoneMove m -> m.card();
            case NapoleoneMove.Play m -> m.card();
            default -> null;
        };
    }
}
