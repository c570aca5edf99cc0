// API shapes, generated from the Nest controllers (`npm run openapi` writes backend/openapi/).
// This file only gives the generated schemas the names the reader uses.
import type { components, paths } from '../../../backend/openapi/schema';

type Schemas = components['schemas'];

export type CurrentUser = Schemas['CurrentUserDto'];
/** The personal part of a page (GET /api/me): the reader, their edit rights, their own votes. */
export type MeResponse = Schemas['MeDto'];
/** What the reader may do (GET /api/me's Can): flags by kind, and the console resources. */
export type Can = Schemas['CanDto'];
export type KindCan = Schemas['KindCanDto'];
export type ConsoleResourceCan = Schemas['ConsoleResourceCanDto'];
export type OwnVote = Schemas['OwnVoteDto'];
export type LoginRequest = Schemas['LoginDto'];
export type SignupRequest = Schemas['SignupDto'];
export type UserResponse = Schemas['UserResponseDto'];
export type LogoutResponse = Schemas['LogoutResponseDto'];
export type ChangePasswordRequest = Schemas['ChangePasswordDto'];
export type ChangePasswordResponse = Schemas['ChangePasswordResponseDto'];
export type RequestPasswordResetRequest = Schemas['RequestPasswordResetDto'];
export type PasswordResetRequested = Schemas['PasswordResetRequestedDto'];
export type ResetPasswordRequest = Schemas['ResetPasswordDto'];
export type ShowBannerResponse = Schemas['ShowBannerDto'];
export type LogChoiceRequest = Schemas['LogChoiceDto'];
export type LogChoiceResponse = Schemas['LogChoiceResponseDto'];
/** Body of every non-2xx answer. */
export type ErrorBody = Schemas['ApiErrorDto'];

// Opinion map
export type ArtifactType = Schemas['RevisionDto']['ArtifactType'];
export type ArgSummaryDto = Schemas['ArgSummaryDto'];
export type TagRefDto = Schemas['TagRefDto'];
export type CategoryRefDto = Schemas['CategoryRefDto'];
export type ArtifactRefDto = Schemas['ArtifactRefDto'];
export type ConvoDetailDto = Schemas['ConvoDetailDto'];
export type ConvoPositionDto = Schemas['ConvoPositionDto'];
export type ConvoPageDto = Schemas['ConvoPageDto'];
/** A question's opinion groups and the arguments that convince across them (aggregates only). */
export type OpinionGroupsDto = Schemas['OpinionGroupsDto'];
export type ConvoRefDto = Schemas['ConvoRefDto'];
export type PosDetailDto = Schemas['PosDetailDto'];
export type PosPageDto = Schemas['PosPageDto'];
export type ArgDetailDto = Schemas['ArgDetailDto'];
export type PosRefDto = Schemas['PosRefDto'];
export type ArgPageDto = Schemas['ArgPageDto'];
export type ConvoListItemDto = Schemas['ConvoListItemDto'];
export type ConvoListDto = Schemas['ConvoListDto'];
/** recent, or popular: the questions most voted on. */
export type ConvoListOrder = NonNullable<
  NonNullable<paths['/api/convo/list']['get']['parameters']['query']>['sort']
>;
export type TaggedItemDto = Schemas['TaggedItemDto'];
export type TagPageDto = Schemas['TagPageDto'];
export type SearchResultDto = Schemas['SearchResultDto'];
export type SearchResultsDto = Schemas['SearchResultsDto'];
export type FieldValueDto = Schemas['FieldValueDto'];
export type ChildDto = Schemas['ChildDto'];
export type ChildrenDto = Schemas['ChildrenDto'];
export type NextArgDto = Schemas['NextArgDto'];
export type DiffEntryDto = Schemas['DiffEntryDto'];
export type TextPieceDto = Schemas['TextPieceDto'];
export type RevisionDto = Schemas['RevisionDto'];
export type HistoryDto = Schemas['HistoryDto'];
export type ActionDto = Schemas['ActionDto'];
export type EditResultDto = Schemas['EditResultDto'];
export type NewConvoResultDto = Schemas['NewConvoResultDto'];
export type NewPosResultDto = Schemas['NewPosResultDto'];
export type NewArgResultDto = Schemas['NewArgResultDto'];
export type LikeRevResultDto = Schemas['LikeRevResultDto'];

// Votes and comments
export type ArgVoteDto = Schemas['ArgVoteDto'];
export type ArgVoteQuestion = ArgVoteDto['question'];
export type ConvoVoteDto = Schemas['ConvoVoteDto'];
export type VoteSavedDto = Schemas['VoteSavedDto'];
export type ChoiceResultDto = Schemas['ChoiceResultDto'];
export type ArgResultsDto = Schemas['ArgResultsDto'];
export type ArgChangesDto = Schemas['ArgChangesDto'];
export type ConvoResultsDto = Schemas['ConvoResultsDto'];
/** A question's published cross-tab (GET /api/yourtakeconvo/crosstab/:convoID). */
export type CrossTabDto = Schemas['CrossTabDto'];
export type CrossTabCellDto = Schemas['CrossTabCellDto'];
export type TakeDto = Schemas['TakeDto'];
export type TakesDto = Schemas['TakesDto'];
export type CommentDto = Schemas['CommentDto'];
export type CommentsDto = Schemas['CommentsDto'];
export type RepliesDto = Schemas['RepliesDto'];
export type NewCommentDto = Schemas['NewCommentDto'];
export type EditCommentDto = Schemas['EditCommentDto'];
/** The comment a request is about, and the page the reader is on. */
export type CommentRefDto = Pick<Schemas['ReportCommentDto'], 'commentID' | 'pathname'>;
export type ReportCommentDto = Schemas['ReportCommentDto'];
export type ReportResultDto = Schemas['ReportResultDto'];

// People, quotes, links and references
export type PersonDto = Schemas['PersonDto'];
export type NewPersonResultDto = Schemas['NewPersonResultDto'];
export type PersonFindDto = Schemas['PersonFindDto'];
export type PersonListDto = Schemas['PersonListDto'];
export type PersonListItemDto = Schemas['PersonListItemDto'];
export type PersonPageDto = Schemas['PersonPageDto'];
export type PersonQuoteDto = Schemas['PersonQuoteDto'];
export type QuotedArgDto = Schemas['QuotedArgDto'];
export type QuoteDto = Schemas['QuoteDto'];
export type QuoteDateDto = Schemas['QuoteDateDto'];
export type QuoteDateInputDto = Schemas['QuoteDateInputDto'];
export type QuoteAndPersonDto = Schemas['QuoteAndPersonDto'];
export type QuoteListDto = Schemas['QuoteListDto'];
export type NewQuoteRequest = Schemas['NewQuoteDto'];
export type QuoteEditRequest = Schemas['QuoteEditDto'];
export type LinkDto = Schemas['LinkDto'];
export type LinkResultDto = Schemas['LinkResultDto'];
export type RefDto = Schemas['RefDto'];
export type RefsResultDto = Schemas['RefsResultDto'];
export type ParseOgResultDto = Schemas['ParseOgResultDto'];

// Requests, articles, categories, slugs
export type ReqDto = Schemas['ReqDto'];
export type ReqPageDto = Schemas['ReqPageDto'];
export type ReqListDto = Schemas['ReqListDto'];
export type ReqSummaryDto = Schemas['ReqSummaryDto'];
export type NewReqRequest = Schemas['NewReqDto'];
export type NewReqResultDto = Schemas['NewReqResultDto'];
export type SuggestionDto = Schemas['SuggestionDto'];
export type SuggestionListDto = Schemas['SuggestionListDto'];
export type SuggestionStateDto = Schemas['SuggestionStateDto'];
export type ArticleDto = Schemas['ArticleDto'];
export type ArticlePageDto = Schemas['ArticlePageDto'];
export type ArticleGuideDto = Schemas['ArticleGuideDto'];
export type ArticleSummaryDto = Schemas['ArticleSummaryDto'];
export type NewArticleResultDto = Schemas['NewArticleResultDto'];
export type CategoryListDto = Schemas['CategoryListDto'];
export type CategoryDto = Schemas['CategoryDto'];
export type CategoryPageDto = Schemas['CategoryPageDto'];
export type NewCategoryResultDto = Schemas['NewCategoryResultDto'];
export type SlugDto = Schemas['SlugDto'];
export type SlugAvailableDto = Schemas['SlugAvailableDto'];
export type SlugCreatedDto = Schemas['SlugCreatedDto'];
export type SlugAvailabilityDto = Schemas['SlugAvailabilityDto'];

// Profiles and images
export type ProfileFieldsDto = Schemas['ProfileFieldsDto'];
export type SetProfileFieldsRequest = Schemas['SetProfileFieldsDto'];
export type PublicProfileDto = Schemas['PublicProfileDto'];
export type PublicProfileResponseDto = Schemas['PublicProfileResponseDto'];
export type UserEditsDto = Schemas['UserEditsDto'];
export type UploadResultDto = Schemas['UploadResultDto'];

// The public moderation log (/log)
export type LogEntryDto = Schemas['LogEntryDto'];
export type LogListDto = Schemas['LogListDto'];
