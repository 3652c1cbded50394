package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Clock;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every form a database password can take in {@code MAZZIERE_DB_URL} is masked wherever
 * the URL is shown, and scrubbed from the messages of a failed connection.
 */
@DisplayName("Passwords in database URLs")
final class SecretsInUrlsTest {

    private static String shown(String url) {
        return JdbcUrl.parse(url).redacted();
    }

    @Test
    @DisplayName("a password parameter is masked")
    void passwordParameter() {
        assertThat(shown("jdbc:postgresql://db/bot?user=bot&password=s3cret&ssl=true"))
                .isEqualTo("jdbc:postgresql://db/bot?user=bot&password=***&ssl=true");
    }

    @Test
    @DisplayName("a password parameter in capitals, first, or after a semicolon is masked")
    void passwordParameterSpellings() {
        assertThat(shown("jdbc:postgresql://db/bot?PASSWORD=s3cret")).isEqualTo("jdbc:postgresql://db/bot?PASSWORD=***");
        assertThat(shown("jdbc:postgresql://db/bot;user=bot;Password=s3cret;ssl=true"))
                .isEqualTo("jdbc:postgresql://db/bot;user=bot;Password=***;ssl=true");
    }

    @Test
    @DisplayName("sslpassword (the key file's password) is masked, and stays in the URL the driver gets")
    void sslPassword() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://db/bot?sslmode=verify-full&sslpassword=k3y-pass&sslkey=/k.pk8");
        assertThat(url.redacted()).doesNotContain("k3y-pass").contains("sslpassword=***");
        assertThat(url.withoutCredentials()).contains("sslpassword=k3y-pass");
    }

    @Test
    @DisplayName("other secret-looking parameters (sslkeypassword, key, ...token) are masked")
    void otherSecrets() {
        assertThat(shown("jdbc:sqlite:data/m.db?key=topsecret")).isEqualTo("jdbc:sqlite:data/m.db?key=***");
        assertThat(shown("jdbc:postgresql://db/bot?sslkeypassword=abc&accessToken=xyz&ssl=true"))
                .isEqualTo("jdbc:postgresql://db/bot?sslkeypassword=***&accessToken=***&ssl=true");
    }

    @Test
    @DisplayName("a password in the user part is masked, and user and password are taken out of the driver's URL")
    void userPart() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://anna:s3cret@db.example.org:5432/bot?ssl=true");

        assertThat(url.redacted()).isEqualTo("jdbc:postgresql://anna:***@db.example.org:5432/bot?ssl=true");
        assertThat(url.user()).isEqualTo("anna");
        assertThat(url.password()).isEqualTo("s3cret");
        assertThat(url.withoutCredentials()).isEqualTo("jdbc:postgresql://db.example.org:5432/bot?ssl=true");
    }

    @Test
    @DisplayName("a user-part password holding an @ or percent-escapes is masked whole, raw and decoded")
    void userPartWithSpecialCharacters() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://anna:p@ss%2Fw0rd@db/bot");

        assertThat(url.redacted()).isEqualTo("jdbc:postgresql://anna:***@db/bot");
        assertThat(url.password()).isEqualTo("p@ss/w0rd");
        assertThat(url.scrub("tried p@ss%2Fw0rd and p@ss/w0rd")).isEqualTo("tried *** and ***");
    }

    @Test
    @DisplayName("an encoded password parameter is scrubbed from any text in both forms")
    void scrubsEncodedParameter() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://db/bot?password=p%40ss99");
        assertThat(url.scrub("FATAL for p@ss99 (p%40ss99) at jdbc:postgresql://db/bot?password=p%40ss99"))
                .doesNotContain("p@ss99").doesNotContain("p%40ss99").contains("password=***");
    }

    @Test
    @DisplayName("a URL without credentials is shown as it is")
    void plainUrl() {
        assertThat(shown("jdbc:postgresql://db:5432/bot?user=bot&ssl=true"))
                .isEqualTo("jdbc:postgresql://db:5432/bot?user=bot&ssl=true");
        assertThat(JdbcUrl.parse("jdbc:postgresql://db/bot?user=a@b.org").user()).isEqualTo("a@b.org");
    }

    @Test
    @DisplayName("a failed connection with the password in the user part shows it nowhere: not in the message,"
            + " not in the trace kept for debugging")
    void failedConnectionWithUserPart() {
        assertThatThrownBy(() -> Stores.open("jdbc:postgresql://anna:s3cret-Pw@127.0.0.1:1/bot?connectTimeout=2",
                Clock.systemUTC()))
                .isInstanceOf(StoreException.class)
                .satisfies(e -> assertThat(everything(e)).doesNotContain("s3cret-Pw"))
                .hasMessageStartingWith("cannot connect to jdbc:postgresql://anna:***@127.0.0.1:1/bot")
                .hasMessageContaining("refused")
                .hasMessageNotContaining("\n");
    }

    @Test
    @DisplayName("a failed connection with the password in its own variable never shows it")
    void failedConnectionWithSeparatePassword() {
        assertThatThrownBy(() -> Stores.open("jdbc:postgresql://127.0.0.1:1/bot?connectTimeout=2&sslpassword=k3y",
                "anna", "Var-s3cret", Clock.systemUTC()))
                .isInstanceOf(StoreException.class)
                .satisfies(e -> assertThat(everything(e)).doesNotContain("Var-s3cret").doesNotContain("k3y"));
    }

    /** The message, causes and stack trace, as a debug log would print them. */
    private static String everything(Throwable e) {
        StringWriter out = new StringWriter();
        e.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
