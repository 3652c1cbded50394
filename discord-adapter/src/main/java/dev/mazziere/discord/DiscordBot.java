package dev.mazziere.discord;

import dev.mazziere.table.BotCore;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.SessionControllerAdapter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Mazziere on Discord: the core the application hands over ({@link BotCore}) on the
 * Discord port, JDA (or its shard manager) with the fewest gateway intents, and the slash
 * commands of the core's games registered. {@link #start}
 * returns once connected; {@link #close} disconnects.
 */
public final class DiscordBot implements AutoCloseable {

    /**
     * Only GUILD_MESSAGE_REACTIONS, for the ✅ on lobbies. JDA always adds the GUILDS intent
     * (not privileged), whose channel cache tables post into after a restart or from a
     * timer. Slash commands, buttons and direct messages the bot sends need no intent.
     */
    public static final Set<GatewayIntent> INTENTS = EnumSet.of(GatewayIntent.GUILD_MESSAGE_REACTIONS);

    private static final Logger LOG = LoggerFactory.getLogger(DiscordBot.class);
    /** At shutdown, how long events under way may take to finish. */
    static final Duration DRAIN = Duration.ofSeconds(3);

    private final DiscordConfig config;
    private final BotCore core;
    private final DiscordChat chat;
    private JDA jda;
    private ShardManager shards;
    private DiscordListener listener;

    private DiscordBot(DiscordConfig config, BotCore core, Clock clock) {
        this.config = config;
        this.core = core;
        this.chat = new DiscordChat(new Directory(), config.hands(), clock);
    }

    /**
     * Connects with {@code config}, builds the core on the Discord port with {@code core}
     * ({@link BotCore}: the handler on the port; the application wraps it as it likes), and
     * registers the slash commands of the core's games; {@code clock} tells when an
     * interaction's token expires. Returns once connected: the caller restores the open
     * tables then, as for every platform.
     */
    public static DiscordBot start(DiscordConfig config, BotCore core, Clock clock) throws InterruptedException {
        DiscordBot bot = new DiscordBot(config, core, clock);
        try {
            bot.connect();
        } catch (InterruptedException | RuntimeException e) {
            bot.close();
            throw e;
        }
        return bot;
    }

    /** Connected to the gateway now (every shard, on the shard manager). */
    public boolean connected() {
        if (shards != null) {
            return !shards.getShards().isEmpty()
                    && shards.getShards().stream().allMatch(s -> s.getStatus() == JDA.Status.CONNECTED);
        }
        return jda != null && jda.getStatus() == JDA.Status.CONNECTED;
    }

    /** Shards connected: 1 on a plain JDA, {@code DISCORD_SHARDS} on the shard manager. */
    int shardCount() {
        return shards != null ? shards.getShards().size() : 1;
    }

    /** Interactions handled to the end, or dropped, so far. */
    long interactionsFinished() {
        return listener == null ? 0 : listener.finished();
    }

    private void connect() throws InterruptedException {
        listener = new DiscordListener(core.on(chat), chat, core.registry());
        SessionControllerAdapter sessions = new SessionControllerAdapter() {
            @Override
            public String getGateway() {
                return config.gateway() != null ? config.gateway() : super.getGateway();
            }
        };
        RestConfig rest = new RestConfig();
        if (config.restBase() != null) {
            rest.setBaseUrl(config.restBase());
        }
        if (config.shards() > 1) {
            shards = DefaultShardManagerBuilder.createLight(config.token(), INTENTS)
                    .setShardsTotal(config.shards())
                    .setRestConfig(rest)
                    .setSessionController(sessions)
                    .setCompression(Compression.NONE)
                    .setEnableShutdownHook(false)
                    .setEventPoolProvider(id -> Executors.newVirtualThreadPerTaskExecutor())
                    .addEventListeners(listener)
                    .build();
            // The manager starts shards one after another (Discord wants ~5 s between logins):
            // getShards() holds only those started so far, so wait for every one to exist.
            while (shards.getShards().size() < shards.getShardsTotal()) {
                Thread.sleep(50);
            }
            for (JDA shard : shards.getShards()) {
                shard.awaitReady();
            }
        } else {
            jda = JDABuilder.createLight(config.token(), INTENTS)
                    .setRestConfig(rest)
                    .setSessionController(sessions)
                    .setCompression(Compression.NONE)
                    .setEnableShutdownHook(false)
                    .setEventPool(Executors.newVirtualThreadPerTaskExecutor(), true)
                    .addEventListeners(listener)
                    .build();
            jda.awaitReady();
        }
        registerCommands();
        LOG.info("connected to Discord as {} ({} shard(s), hands: {})", self().getSelfUser().getName(),
                config.shards(), config.hands());
    }

    private JDA self() {
        return jda != null ? jda : shards.getShards().get(0);
    }

    private void registerCommands() {
        List<SlashCommandData> commands = SlashCommands.all(core.registry());
        try {
            if (config.guildId() != null) {
                Guild guild = shards != null ? shards.getGuildById(config.guildId()) : jda.getGuildById(config.guildId());
                if (guild != null) {
                    guild.updateCommands().addCommands(commands).complete();
                    LOG.info("{} slash commands registered in server {}", commands.size(), config.guildId());
                    return;
                }
                LOG.warn("server {} ({}) not found: registering the commands globally", config.guildId(),
                        DiscordConfig.GUILD);
            }
            self().updateCommands().addCommands(commands).complete();
            LOG.info("{} slash commands registered globally (they may take a while to appear)", commands.size());
        } catch (RuntimeException e) {
            LOG.error("slash commands not registered: {}", Refusals.reason(e));
        }
    }

    /**
     * Takes no new event, lets those under way finish (up to {@link #DRAIN}) while JDA can
     * still send their answers, then disconnects.
     */
    @Override
    public void close() {
        if (listener != null) {
            try {
                if (!listener.drain(DRAIN)) {
                    LOG.warn("Discord events still being handled after {} s of shutdown", DRAIN.toSeconds());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (shards != null) {
            shards.shutdown();
        }
        if (jda != null) {
            jda.shutdown();
            try {
                if (!jda.awaitShutdown(Duration.ofSeconds(5))) {
                    jda.shutdownNow();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                jda.shutdownNow();
            }
        }
    }

    /** Channels from JDA's cache (or the shard manager's). */
    private final class Directory implements DiscordChat.Directory {
        @Override
        public MessageChannel channel(String id) {
            MessageChannel channel = shards != null ? shards.getChannelById(MessageChannel.class, id)
                    : jda.getChannelById(MessageChannel.class, id);
            if (channel == null) {
                channel = shards != null ? shards.getPrivateChannelById(id) : jda.getPrivateChannelById(id);
            }
            return channel;
        }

        @Override
        public net.dv8tion.jda.api.requests.RestAction<net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel>
                openPrivate(String userId) {
            return self().openPrivateChannelById(userId);
        }
    }
}
