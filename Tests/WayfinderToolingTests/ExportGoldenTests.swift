import Testing
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// The bank app's exports, exactly: a change to any format shows here as a diff to review.
@Suite struct ExportGoldenTests {
  @Test func bankAASA() throws {
    let text = try EmbeddedApp.bank.app().export(as: .aasa)
    #expect(
      text == """
        {
          "applinks": {
            "details": [
              {
                "appIDs": [
                  "TEAMID.com.example.bank"
                ],
                "components": [
                  {
                    "/": "/login",
                    "comment": "/login opens login"
                  },
                  {
                    "/": "/login/",
                    "comment": "/login opens login"
                  },
                  {
                    "/": "/register",
                    "comment": "/register opens registration"
                  },
                  {
                    "/": "/register/",
                    "comment": "/register opens registration"
                  },
                  {
                    "/": "/dashboard",
                    "comment": "/dashboard opens dashboard"
                  },
                  {
                    "/": "/dashboard/",
                    "comment": "/dashboard opens dashboard"
                  },
                  {
                    "/": "/cards/?*",
                    "comment": "/cards/:cardID(int) opens card"
                  },
                  {
                    "/": "/cards/?*/detail",
                    "comment": "/cards/:cardID(int)/detail opens cardDetail"
                  },
                  {
                    "/": "/cards/?*/detail/",
                    "comment": "/cards/:cardID(int)/detail opens cardDetail"
                  },
                  {
                    "/": "/profile",
                    "comment": "/profile opens profile"
                  },
                  {
                    "/": "/profile/",
                    "comment": "/profile opens profile"
                  },
                  {
                    "/": "/settings",
                    "comment": "/settings opens settings"
                  },
                  {
                    "/": "/settings/",
                    "comment": "/settings opens settings"
                  },
                  {
                    "/": "/settings/notifications",
                    "comment": "/settings/notifications opens notifications"
                  },
                  {
                    "/": "/settings/notifications/",
                    "comment": "/settings/notifications opens notifications"
                  },
                  {
                    "/": "/support",
                    "comment": "/support opens support"
                  },
                  {
                    "/": "/support/",
                    "comment": "/support opens support"
                  }
                ]
              }
            ]
          }
        }

        """)
  }

  @Test func bankAndroid() throws {
    let text = try EmbeddedApp.bank.app().export(as: .android)
    #expect(
      text == """
        <!-- Intent filters for bank, written by wayfinder: a fragment to paste inside the <activity> that opens links. -->
        <intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="https" />
            <data android:host="bank.example.com" />
            <data android:host="www.bank.example.com" />
            <data android:path="/login" />
            <data android:path="/login/" />
            <data android:path="/register" />
            <data android:path="/register/" />
            <data android:path="/dashboard" />
            <data android:path="/dashboard/" />
            <data android:pathPattern="/cards/..*" />
            <data android:pathPattern="/cards/..*/detail" />
            <data android:pathPattern="/cards/..*/detail/" />
            <data android:path="/profile" />
            <data android:path="/profile/" />
            <data android:path="/settings" />
            <data android:path="/settings/" />
            <data android:path="/settings/notifications" />
            <data android:path="/settings/notifications/" />
            <data android:path="/support" />
            <data android:path="/support/" />
        </intent-filter>
        <intent-filter>
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="bank" />
        </intent-filter>

        """)
  }

  @Test func bankMermaid() throws {
    let text = try EmbeddedApp.bank.app().export(as: .mermaid)
    #expect(
      text == """
        flowchart TD
        %% Navigation graph of bank, written by wayfinder
          c_app{{"app (flows)"}}
          c_login(["login (stack)"])
          s_login["login"]
          s_registration["registration"]
          c_home[["home (tabs)"]]
          c_dashboard(["dashboard (stack)"])
          s_dashboard["dashboard"]
          s_card["card(cardID)"]
          s_cardDetail["cardDetail(cardID)"]
          c_profile(["profile (stack)"])
          s_profile["profile"]
          c_settings(["settings (stack)"])
          s_settings["settings"]
          s_notifications["notifications"]
          c_support(["support (sheet)"])
          s_support["support"]
          c_app -->|"flow, initial"| c_login
          c_login -->|"root"| s_login
          s_login -->|"push"| s_registration
          c_app -->|"flow, guard signedIn"| c_home
          c_home -->|"tab, selected"| c_dashboard
          c_dashboard -->|"root"| s_dashboard
          s_dashboard -->|"push"| s_card
          s_card -->|"push"| s_cardDetail
          c_home -->|"tab"| c_profile
          c_profile -->|"root"| s_profile
          c_home -->|"tab"| c_settings
          c_settings -->|"root"| s_settings
          s_settings -->|"push"| s_notifications
          c_app -.->|"sheet, over anything"| c_support
          c_support -->|"root"| s_support
          classDef modal stroke-dasharray: 5 5
          class c_support modal

        """)
  }

  @Test func bankMarkdown() throws {
    let text = try EmbeddedApp.bank.app().export(as: .markdown)
    #expect(
      text == """
        # Routes of bank

        | Pattern | Target | Stack | Back stack | Guards |
        | --- | --- | --- | --- | --- |
        | `/login` | login | login | — | — |
        | `/register` | registration | login | login | — |
        | `/dashboard` | dashboard | dashboard | — | signedIn |
        | `/cards/:cardID(int)` | card | dashboard | dashboard | signedIn |
        | `/cards/:cardID(int)/detail` | cardDetail | dashboard | dashboard, card(cardID) | signedIn |
        | `/profile` | profile | profile | — | signedIn |
        | `/settings` | settings | settings | — | signedIn |
        | `/settings/notifications` | notifications | settings | settings | signedIn |
        | `/support` | support (sheet) | support | whatever is on screen | — |

        """)
  }

  @Test func messengerMermaidWithRoutes() throws {
    let text = try EmbeddedApp.messenger.app().export(
      as: .mermaid, options: ExportOptions(includesRoutes: true))
    #expect(
      text == """
        flowchart TD
        %% Navigation graph of messenger, written by wayfinder
          c_application[["application (tabs)"]]
          c_feed(["feed (stack)"])
          s_feed["feed"]
          s_post["post(postID)"]
          s_photo["photo(postID) (hidesTabBar)"]
          c_channels(["channels (stack)"])
          s_channelList["channelList"]
          s_channel["channel(channelID) (unique)"]
          c_profile(["profile (stack)"])
          s_profile["profile"]
          s_editProfile["editProfile"]
          c_authorization(["authorization (fullScreen)"])
          s_signIn["signIn"]
          c_rateOrder(["rateOrder (fullScreen)"])
          s_rating["rating"]
          s_comment["comment"]
          s_thanks["thanks"]
          c_share(["share (sheet)"])
          s_share["share"]
          r1["/feed"]
          r2["/feed/:postID"]
          r3["/feed/:postID/photo"]
          r4["/channels"]
          r5["/channels?channelId=:channelID"]
          r6["/profile"]
          r7["/rate-order?orderId=:orderID(int)"]
          d1["/chat/:channelID (redirect)"]
          c_application -->|"tab, selected"| c_feed
          c_feed -->|"root"| s_feed
          s_feed -->|"push"| s_post
          s_post -->|"push"| s_photo
          c_application -->|"tab, guard signedIn"| c_channels
          c_channels -->|"root"| s_channelList
          s_channelList -->|"push"| s_channel
          c_application -->|"tab, guard signedIn"| c_profile
          c_profile -->|"root"| s_profile
          s_profile -->|"push"| s_editProfile
          c_application -.->|"fullScreen, over anything"| c_authorization
          c_authorization -->|"root"| s_signIn
          c_application -.->|"fullScreen, over anything"| c_rateOrder
          c_rateOrder -->|"root"| s_rating
          s_rating -->|"push"| s_comment
          s_comment -->|"push"| s_thanks
          c_application -.->|"sheet, over anything"| c_share
          c_share -->|"root"| s_share
          r1 -.->|"opens"| s_feed
          r2 -.->|"opens"| s_post
          r3 -.->|"opens"| s_photo
          r4 -.->|"opens"| s_channelList
          r5 -.->|"opens"| s_channel
          r6 -.->|"opens"| s_profile
          r7 -.->|"interrupts"| s_rating
          d1 -.->|"redirects to /channels?channelId=:channelID"| r5
          classDef modal stroke-dasharray: 5 5
          class c_authorization,c_rateOrder,c_share modal
          classDef route stroke-dasharray: 2 2
          class r1,r2,r3,r4,r5,r6,r7,d1 route

        """)
  }
}
