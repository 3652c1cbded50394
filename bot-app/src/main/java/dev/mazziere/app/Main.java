package dev.mazziere.app;

import dev.mazziere.app.console.ConsoleChat;
import dev.mazziere.app.console.ConsoleConfig;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

public final class Main {

    public static void main(String[] args) {
        if (System.getenv("TELEGRAM_BOT_TOKEN") == null && System.getenv("DISCORD_BOT_TOKEN") == null) {
            PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
            ConsoleChat.run(System.in, out, ConsoleConfig.defaults());
            return;
        }
        System.err.println("The Telegram and Discord adapters are not wired yet: unset the token to play in the console.");
        System.exit(2);
    }
}
