import { Init1795321559591 } from './1795321559591-Init.js';
import { OpinionMap1795324604881 } from './1795324604881-OpinionMap.js';
import { SearchTitleTrgmPartial1795325361257 } from './1795325361257-SearchTitleTrgmPartial.js';
import { SearchTitleTrgmQuestionsTags1795326805403 } from './1795326805403-SearchTitleTrgmQuestionsTags.js';
import { Votes1795327811993 } from './1795327811993-Votes.js';
import { Comments1795328081949 } from './1795328081949-Comments.js';
import { VoteCountsSignedIn1795425215688 } from './1795425215688-VoteCountsSignedIn.js';
import { SearchTitleCandidates1795440000000 } from './1795440000000-SearchTitleCandidates.js';
import { PersonalNotices1795500000000 } from './1795500000000-PersonalNotices.js';
import { SitemapLiveIndexes1795510000000 } from './1795510000000-SitemapLiveIndexes.js';
import { RateLimitUnlogged1795520000000 } from './1795520000000-RateLimitUnlogged.js';
import { SearchGinNoPendingList1795530000000 } from './1795530000000-SearchGinNoPendingList.js';
import { SearchPage1795540000000 } from './1795540000000-SearchPage.js';
import { VoteNoticeOnAnswerChange1795552000000 } from './1795552000000-VoteNoticeOnAnswerChange.js';
import { Slugs1795560000000 } from './1795560000000-Slugs.js';
import { Persons1795561000000 } from './1795561000000-Persons.js';
import { Quotes1795562000000 } from './1795562000000-Quotes.js';
import { ArgLinks1795563000000 } from './1795563000000-ArgLinks.js';
import { Profiles1795564000000 } from './1795564000000-Profiles.js';
import { Reqs1795565000000 } from './1795565000000-Reqs.js';
import { Articles1795566000000 } from './1795566000000-Articles.js';
import { Images1795567000000 } from './1795567000000-Images.js';
import { PersonsSitemapIndex1795567500000 } from './1795567500000-PersonsSitemapIndex.js';
import { TagsSitemapIndex1795568000000 } from './1795568000000-TagsSitemapIndex.js';
import { AuditLog1795569000000 } from './1795569000000-AuditLog.js';
import { ReqStatus1795569500000 } from './1795569500000-ReqStatus.js';
import { ReportResolution1795570000000 } from './1795570000000-ReportResolution.js';
import { InboxKindFilter1795570500000 } from './1795570500000-InboxKindFilter.js';
import { ReqSuggestions1795571700000 } from './1795571700000-ReqSuggestions.js';
import { TagCreationRevisions1795572100000 } from './1795572100000-TagCreationRevisions.js';
import { VoteNoticesAfterCommit1795572600000 } from './1795572600000-VoteNoticesAfterCommit.js';
import { PasswordResets1795911285005 } from './1795911285005-PasswordResets.js';
import { CommentReportReasons1795912513135 } from './1795912513135-CommentReportReasons.js';
import { SearchSnippets1795913000000 } from './1795913000000-SearchSnippets.js';
import { QuoteDateText1795914000000 } from './1795914000000-QuoteDateText.js';
import { SitemapFiles1795930433546 } from './1795930433546-SitemapFiles.js';
import { ImageHistory1795930433547 } from './1795930433547-ImageHistory.js';
import { ChangesFeedAndApiTokens1795940394024 } from './1795940394024-ChangesFeedAndApiTokens.js';
import { OrderBias1795940458462 } from './1795940458462-OrderBias.js';
import { VoteVersions1795940501569 } from './1795940501569-VoteVersions.js';
import { OpinionGroups1795940564633 } from './1795940564633-OpinionGroups.js';
import { CrossTabsVoteActivity1795940755001 } from './1795940755001-CrossTabsVoteActivity.js';
import { Following1795949697741 } from './1795949697741-Following.js';

export const migrations = [
  Init1795321559591,
  OpinionMap1795324604881,
  SearchTitleTrgmPartial1795325361257,
  SearchTitleTrgmQuestionsTags1795326805403,
  Votes1795327811993,
  Comments1795328081949,
  VoteCountsSignedIn1795425215688,
  SearchTitleCandidates1795440000000,
  PersonalNotices1795500000000,
  SitemapLiveIndexes1795510000000,
  RateLimitUnlogged1795520000000,
  SearchGinNoPendingList1795530000000,
  SearchPage1795540000000,
  VoteNoticeOnAnswerChange1795552000000,
  Slugs1795560000000,
  Persons1795561000000,
  Quotes1795562000000,
  ArgLinks1795563000000,
  Profiles1795564000000,
  Reqs1795565000000,
  Articles1795566000000,
  Images1795567000000,
  PersonsSitemapIndex1795567500000,
  TagsSitemapIndex1795568000000,
  AuditLog1795569000000,
  ReqStatus1795569500000,
  ReportResolution1795570000000,
  InboxKindFilter1795570500000,
  ReqSuggestions1795571700000,
  TagCreationRevisions1795572100000,
  VoteNoticesAfterCommit1795572600000,
  PasswordResets1795911285005,
  CommentReportReasons1795912513135,
  SearchSnippets1795913000000,
  QuoteDateText1795914000000,
  SitemapFiles1795930433546,
  ImageHistory1795930433547,
  ChangesFeedAndApiTokens1795940394024,
  OrderBias1795940458462,
  VoteVersions1795940501569,
  OpinionGroups1795940564633,
  CrossTabsVoteActivity1795940755001,
  Following1795949697741,
];
